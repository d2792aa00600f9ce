# expect: unsafe
# fails when: x is nan: not (nan < 0.0) is True, and math.sqrt(nan) is nan
# witness: float('nan')
"""The guard written as not (x < 0.0): it lets nan through (nan < 0.0 is False),
math.sqrt(nan) returns nan without an error, and the result is not a non-negative
number."""
import math

x = nondet_float()
if not (x < 0.0):
    r = math.sqrt(x)
    if not (r >= 0.0):
        reach_error()
else:
    print("invalid variance")
