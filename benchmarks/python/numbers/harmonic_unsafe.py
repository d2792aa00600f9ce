# expect: unsafe
# fails when: always: the sum is 5.187...
# witness:
"""Expecting the harmonic sum of 1/k up to 100 to pass 5.19: it stays at 5.187."""
h = 0.0
for k in range(1, 101):
    h += 1 / k
if not (h > 5.19):
    reach_error()
