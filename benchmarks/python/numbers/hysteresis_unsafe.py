# expect: unsafe
# fails when: a reading above 100 is followed by one in [95, 100]: the alarm switches off
# witness: 101.0, 99.0
"""The pressure alarm without its hysteresis (alarm = p > 100.0): a reading of 101
then 99 switches it on and off again, though 99 is not below 95."""
alarm = False
for _ in range(4):
    p = nondet_float()
    assume(0.0 <= p <= 200.0)
    was_on = alarm
    alarm = p > 100.0
    if was_on and not alarm:
        if not (p < 95.0):
            reach_error()
