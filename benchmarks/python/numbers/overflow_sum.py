# expect: safe
"""Two energy readings validated to lie within +-1e300 (joules) add up to a finite
total: the sum is at most 2e300 in magnitude, far below the largest double
(1.8e308), so a + b never overflows to an infinity."""
import math

a = nondet_float()
b = nondet_float()
assume(-1e300 <= a <= 1e300)
assume(-1e300 <= b <= 1e300)
total = a + b
if not math.isfinite(total):
    reach_error()
