# expect: safe
"""A compass heading from a turn count in whole degrees, h in [-720, 720],
normalised to [0, 360) with h % 360.0: Python's % takes the sign of the divisor, so
-90 becomes 270.0; the result agrees with the int remainder."""
h = nondet_int()
assume(-720 <= h <= 720)
heading = h % 360.0
if not (0.0 <= heading < 360.0):
    reach_error()
if not (heading == h % 360):
    reach_error()
