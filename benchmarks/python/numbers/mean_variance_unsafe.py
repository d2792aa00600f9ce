# expect: unsafe
# fails when: always: the one-pass formula gives -170.66666666666666
# witness:
"""The textbook one-pass variance (sum of squares minus the square of the sum over
n, divided by n - 1) on readings near 1e9: the squares are near 1e18, where doubles
are 128 apart, and the difference cancels catastrophically: the variance comes out
negative (-170.67 instead of 30)."""
OFFSET = 1e9
DELTAS = [4, 7, 13, 16]

n = len(DELTAS)
total = 0.0
sum_sq = 0.0
for d in DELTAS:
    x = OFFSET + d
    total += x
    sum_sq += x * x
variance = (sum_sq - total * total / n) / (n - 1)
if not (variance >= 0.0 and abs(variance - 30.0) < 1e-9):
    reach_error()
