# expect: unsafe
# fails when: r is nan: r == math.nan is False for every r, so nan is clamped, stays nan and is logged
# witness: float('nan')
"""The sensor fallback testing for nan with r == math.nan: nan equals nothing,
itself included, so a nan reading is never replaced; min and max keep it (max(nan,
-40.0) is nan), and the value logged is not in [-40, 85]."""
import math

LAST_GOOD = 20.0
r = nondet_float()
if r == math.nan or math.isinf(r):
    r = LAST_GOOD
r = min(max(r, -40.0), 85.0)
if not (-40.0 <= r <= 85.0):
    reach_error()
