# expect: safe
"""Newton's method for the square root of 2: twenty steps from 1.0 reach a
guess whose square is within 1e-15 of 2, and within 1e-15 of math.sqrt(2) (a
neighbour of it: Newton's last step rounds differently)."""
import math
g = 1.0
for _ in range(20):
    g = (g + 2.0 / g) / 2.0
if not (abs(g * g - 2.0) < 1e-15):
    reach_error()
if not (abs(g - math.sqrt(2.0)) < 1e-15):
    reach_error()
