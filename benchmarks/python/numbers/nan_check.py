# expect: safe
"""A reading that is not a number is caught by x != x (only nan differs from
itself), and math.isnan agrees; every other reading is ordered against 0.0."""
import math
x = nondet_float()
if x != x:
    if not (math.isnan(x)):
        reach_error()
else:
    if not (x < 0.0 or x == 0.0 or x > 0.0):
        reach_error()
