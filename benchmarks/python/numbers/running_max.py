# expect: safe
"""The peak of five readings of a freezer's temperature in [-100, 100], starting from
-inf: every reading is at most the peak, and the peak is one of the readings (the
first reading is above -inf, so the peak is set at least once)."""
import math

peak = -math.inf
set_by_reading = False
for _ in range(5):
    r = nondet_float()
    assume(-100.0 <= r <= 100.0)
    if r > peak:
        peak = r
        set_by_reading = True
    if not (peak >= r):
        reach_error()
if not set_by_reading:
    reach_error()
if not (-100.0 <= peak <= 100.0):
    reach_error()
