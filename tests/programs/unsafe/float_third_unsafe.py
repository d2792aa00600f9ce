# expect: unsafe
"""Dividing by three and multiplying back does not give every float back: a
subnormal loses its last bits (2.2250738585072014e-308 / 3.0 * 3.0 is not it)."""
x = nondet_float()
assume(x >= 0.0 and x <= 100.0)
y = x / 3.0
if y * 3.0 != x:
    reach_error()
