# expect: safe
"""Adding a positive step to a bounded float moves it up and keeps it in bounds:
IEEE addition is monotone, and exact on these values."""
x = nondet_float()
assume(x >= 1.0 and x <= 2.0)
y = x + 0.5
if y <= x or y > 2.5:
    reach_error()
