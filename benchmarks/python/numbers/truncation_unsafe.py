# expect: unsafe
# fails when: x = -0.5: int(-0.5) is 0, above -0.5
# witness: -0.5
"""Expecting int() to round down for negative values too: int(-0.5) is 0, not -1."""
x = nondet_float()
assume(-1000.0 <= x <= 0.0)
n = int(x)
if not (n <= x):
    reach_error()
