# expect: safe
"""Normalising a longitude in [-360, 360] degrees to [-180, 180]: one turn is added
or subtracted, whichever side it is on (each is exact: Sterbenz's lemma for the
values near 180, and the others lose no bits that matter for the bound)."""
lon = nondet_float()
assume(-360.0 <= lon <= 360.0)
if lon > 180.0:
    lon -= 360.0
elif lon < -180.0:
    lon += 360.0
if not (-180.0 <= lon <= 180.0):
    reach_error()
