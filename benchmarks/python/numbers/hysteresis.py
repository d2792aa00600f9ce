# expect: safe
"""A pressure alarm with hysteresis: it switches on above 100 bar and off only below
95 bar, so that a reading wobbling around 100 does not make it chatter. Over four
readings in [0, 200]: it switches on only on a reading above 100 and off only on a
reading below 95."""
alarm = False
for _ in range(4):
    p = nondet_float()
    assume(0.0 <= p <= 200.0)
    was_on = alarm
    if p > 100.0:
        alarm = True
    elif p < 95.0:
        alarm = False
    if was_on and not alarm:
        if not (p < 95.0):
            reach_error()
    if alarm and not was_on:
        if not (p > 100.0):
            reach_error()
