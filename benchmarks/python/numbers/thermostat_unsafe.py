# expect: unsafe
# fails when: t = 60.0 gets level 2
# witness: 60.0
"""The thermostat with the middle band written as < 60.0: a reading of exactly
60.0 gets level 2, and the check that level 2 means above 60 fails."""
t = nondet_float()
assume(-50.0 <= t <= 150.0)
if t < 30.0:
    level = 0
elif t < 60.0:
    level = 1
else:
    level = 2
if level == 2:
    if not (t > 60.0):
        reach_error()
