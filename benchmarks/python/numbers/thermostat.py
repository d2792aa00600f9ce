# expect: safe
"""A thermostat's alarm level from a reading in [-50, 150]: 0 below 30, 1 up to 60,
2 above; the level only grows with the reading's band, and a level-2 reading is
above 60."""
t = nondet_float()
assume(-50.0 <= t <= 150.0)
if t < 30.0:
    level = 0
elif t <= 60.0:
    level = 1
else:
    level = 2
if level == 2:
    if not (t > 60.0):
        reach_error()
if level == 0:
    if not (t < 30.0):
        reach_error()
if not ((level >= 1) == (t >= 30)):
    reach_error()
