# expect: unsafe
# fails when: h is negative and not a multiple of 360: math.fmod(-90, 360.0) is -90.0
# witness: -90
"""Normalising a compass heading with math.fmod, C's remainder: it takes the sign of
the dividend, so a heading of -90 degrees stays -90.0 instead of 270.0."""
import math

h = nondet_int()
assume(-720 <= h <= 720)
heading = math.fmod(h, 360.0)
if not (0.0 <= heading < 360.0):
    reach_error()
