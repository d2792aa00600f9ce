# expect: unsafe
# fails when: always: ten steps of 0.1 add up to 0.9999999999999999 < 1.0, so an eleventh step runs
# witness:
"""The falling stone simulated with a float clock, while t < 1.0: t += 0.1. After ten
steps t is 0.9999999999999999, still below 1.0, so the loop takes an eleventh step
and the stone has fallen 5.935 m instead of 4.905 m."""
G = 9.81
DT = 0.1

t = 0.0
y = 0.0
v = 0.0
while t < 1.0:
    y += v * DT + 0.5 * G * DT * DT
    v += G * DT
    t += DT
if not (abs(y - 0.5 * G) < 1e-9):
    reach_error()
