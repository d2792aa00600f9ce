# expect: safe
"""Mean and variance of four readings near 1e9 (1e9 + 4, 7, 13, 16), two-pass: the
mean first, then the squared deviations from it. Both are exact here (mean
1000000010.0, deviations -6, -3, 3, 6); the checks use tolerances all the same, and
the standard deviation is the square root of the variance."""
import math

OFFSET = 1e9
DELTAS = [4, 7, 13, 16]

n = len(DELTAS)
total = 0.0
for d in DELTAS:
    total += OFFSET + d
mean = total / n
squares = 0.0
for d in DELTAS:
    dev = (OFFSET + d) - mean
    squares += dev * dev
variance = squares / (n - 1)
if not (abs(mean - 1000000010.0) < 1e-6):
    reach_error()
if not (variance >= 0.0 and abs(variance - 30.0) < 1e-9):
    reach_error()
if not (abs(math.sqrt(variance) - 5.477225575051661) < 1e-12):
    reach_error()
