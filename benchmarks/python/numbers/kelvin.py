# expect: safe
"""Celsius to Kelvin for a sensor that may deliver nan: a reading is accepted only if
-273.15 <= c <= 10000, written as `not (lo <= c <= hi)` for the rejection, which
rejects nan too (every comparison with nan is False). Every accepted reading gives a
temperature of at least 0 K."""
ABSOLUTE_ZERO = -273.15

c = nondet_float()
if not (ABSOLUTE_ZERO <= c <= 10000.0):
    print("rejected")
else:
    k = c + 273.15
    if not (k >= 0.0):
        reach_error()
