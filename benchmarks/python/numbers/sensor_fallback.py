# expect: safe
"""A temperature sensor sometimes delivers nan or an infinity; such a reading is
replaced by the last good one (20.0), and every reading is then clamped to the
sensor's range [-40, 85]. The value logged is always in that range."""
import math

LAST_GOOD = 20.0
r = nondet_float()
if math.isnan(r) or math.isinf(r):
    r = LAST_GOOD
r = min(max(r, -40.0), 85.0)
if not (-40.0 <= r <= 85.0):
    reach_error()
