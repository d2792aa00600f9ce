# expect: safe
"""A sprinkler at (1.5, 2.0) waters a circle of radius 2.5 m. For the points of a
0.5 m grid over a 4 m x 4 m bed, the distance from math.hypot is at most the radius
exactly when the squared distance is at most the squared radius (the quick test
without a square root), and math.sqrt of the squared distance agrees with hypot
to within 1e-15; the point (3.5, 3.5) is exactly 2.5 m away (a 3-4-5 triangle
halved), and 71 points get water."""
import math

CX = 1.5
CY = 2.0
R = 2.5

watered = 0
for i in range(9):
    for j in range(9):
        dx = i / 2 - CX
        dy = j / 2 - CY
        inside = math.hypot(dx, dy) <= R
        quick = dx * dx + dy * dy <= R * R
        if not (inside == quick):
            reach_error()
        if not (abs(math.sqrt(dx * dx + dy * dy) - math.hypot(dx, dy)) < 1e-15):
            reach_error()
        if inside:
            watered += 1
if not (math.hypot(3.5 - CX, 3.5 - CY) == R):
    reach_error()
if not (watered == 71):
    reach_error()
