# expect: unsafe
# fails when: always: the square of the guess is 1.9999999999999996
# witness:
"""Newton's method for the square root of 2, asserting the square is 2
exactly: the nearest double to sqrt(2) squared is 2.0000000000000004."""
import math
g = 1.0
for _ in range(20):
    g = (g + 2.0 / g) / 2.0
if not (g * g == 2.0):
    reach_error()
