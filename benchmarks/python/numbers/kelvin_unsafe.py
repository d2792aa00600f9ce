# expect: unsafe
# fails when: c is nan: neither c < -273.15 nor c > 10000 holds, so nan is accepted
# witness: float('nan')
"""Celsius to Kelvin, rejecting with c < lo or c > hi: the negation of lo <= c <= hi
only when c is not nan. A nan reading is accepted and its Kelvin value, nan, is not
at least 0."""
ABSOLUTE_ZERO = -273.15

c = nondet_float()
if c < ABSOLUTE_ZERO or c > 10000.0:
    print("rejected")
else:
    k = c + 273.15
    if not (k >= 0.0):
        reach_error()
