# expect: safe
"""The harmonic sum of 1/k for k up to 100, in floats, lies between 5.18 and
5.19 (its exact value is 5.18737751763962...)."""
h = 0.0
for k in range(1, 101):
    h += 1 / k
if not (5.18 < h < 5.19):
    reach_error()
