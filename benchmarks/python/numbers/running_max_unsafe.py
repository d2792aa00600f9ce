# expect: unsafe
# fails when: no reading is above 0 (a freezer): the peak stays at the initial 0.0
# witness: -18.0, -18.5, -19.0, -18.25, -20.0
"""The peak of five freezer readings, started at 0.0 instead of -inf: when every
reading is below zero, no reading beats the initial value and the peak reported
(0.0) is not one of the readings."""
peak = 0.0
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
