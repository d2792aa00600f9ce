# expect: safe
"""Wind force on the Beaufort scale from a speed in km/h in [0, 200]: force k is
reached at LIMITS[k - 1] km/h, so the force is the number of limits at or below the
speed. Force 12 (hurricane) is exactly the speeds of 118 km/h and above, and every
speed lies in its force's band."""
LIMITS = [1, 6, 12, 20, 29, 39, 50, 62, 75, 89, 103, 118]

speed = nondet_float()
assume(0.0 <= speed <= 200.0)
force = 0
for limit in LIMITS:
    if speed >= limit:
        force += 1
if not ((force == 12) == (speed >= 118)):
    reach_error()
if force > 0:
    if not (speed >= LIMITS[force - 1]):
        reach_error()
if force < 12:
    if not (speed < LIMITS[force]):
        reach_error()
