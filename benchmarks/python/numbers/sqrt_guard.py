# expect: safe
"""The square root of a measured variance guarded against bad input: x >= 0.0 is
False for the negative values and for nan, so math.sqrt is called only where it
returns a number, and that number is not negative (math.sqrt(-0.0) is -0.0, equal
to 0.0); every other input is reported, never passed on."""
import math

x = nondet_float()
if x >= 0.0:
    r = math.sqrt(x)
    if not (r >= 0.0):
        reach_error()
else:
    print("invalid variance")
