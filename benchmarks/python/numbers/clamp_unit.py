# expect: safe
"""Clamping any float that is not nan into [0, 1] with min and max gives a value in
[0, 1] (the infinities included), and clamping twice changes nothing."""
x = nondet_float()
assume(x == x)
y = min(max(x, 0.0), 1.0)
if not (0.0 <= y <= 1.0):
    reach_error()
if not (min(max(y, 0.0), 1.0) == y):
    reach_error()
