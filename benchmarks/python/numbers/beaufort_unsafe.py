# expect: unsafe
# fails when: the speed is exactly one of the limits (1.0, 6.0, ..., 118.0): > leaves it in the band below
# witness: 118.0
"""The Beaufort force with > for >=: a wind of exactly 118 km/h, a hurricane by the
scale's table, is reported as force 11 (and 1 km/h, light air, as calm)."""
LIMITS = [1, 6, 12, 20, 29, 39, 50, 62, 75, 89, 103, 118]

speed = nondet_float()
assume(0.0 <= speed <= 200.0)
force = 0
for limit in LIMITS:
    if speed > limit:
        force += 1
if not ((force == 12) == (speed >= 118)):
    reach_error()
if force > 0:
    if not (speed >= LIMITS[force - 1]):
        reach_error()
if force < 12:
    if not (speed < LIMITS[force]):
        reach_error()
