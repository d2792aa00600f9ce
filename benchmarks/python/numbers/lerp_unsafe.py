# expect: unsafe
# fails when: t > 0.75: a + t * b overshoots b
# witness: 1.0
"""Interpolating with a + t * b instead of a + t * (b - a): at the end of the fade
the lamp is at 100 %, beyond the 80 % it should reach."""


def lerp(a, b, t):
    return a + t * b


t = nondet_float()
assume(0.0 <= t <= 1.0)
level = lerp(20.0, 80.0, t)
if not (20.0 <= level <= 80.0):
    reach_error()
