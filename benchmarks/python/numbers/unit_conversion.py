# expect: safe
"""Lengths of 1 to 20 feet converted to metres (1 ft = 0.3048 m exactly, by
definition) and back: each conversion rounds, so the round trip is checked against
a tolerance, 1e-12 feet; a foot is 12 inches of 2.54 cm, within 1e-15 m."""
FOOT = 0.3048
INCH = 0.0254

for feet in range(1, 21):
    metres = feet * FOOT
    back = metres / FOOT
    if not (abs(back - feet) < 1e-12):
        reach_error()
    if not (abs(feet * 12 * INCH - metres) < 1e-12):
        reach_error()
if not (abs(12 * INCH - FOOT) < 1e-15):
    reach_error()
