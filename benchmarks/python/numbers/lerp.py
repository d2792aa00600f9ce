# expect: safe
"""A lamp fades from 20 % to 80 % brightness: at the fraction t in [0, 1] of the fade
the level is lerp(20, 80, t) = 20 + t * (80 - 20), which stays in [20, 80] for every
t (the rounding of t * 60.0 is monotone, and 60.0 * 1.0 is exact)."""


def lerp(a, b, t):
    return a + t * (b - a)


t = nondet_float()
assume(0.0 <= t <= 1.0)
level = lerp(20.0, 80.0, t)
if not (20.0 <= level <= 80.0):
    reach_error()
