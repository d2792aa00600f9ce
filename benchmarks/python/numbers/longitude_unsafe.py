# expect: unsafe
# fails when: lon < -180 (west of the antimeridian, e.g. -200.0): it is never wrapped
# witness: -200.0
"""Normalising a longitude, wrapping only the values above 180: a longitude of
-200 degrees stays out of [-180, 180]."""
lon = nondet_float()
assume(-360.0 <= lon <= 360.0)
if lon > 180.0:
    lon -= 360.0
if not (-180.0 <= lon <= 180.0):
    reach_error()
