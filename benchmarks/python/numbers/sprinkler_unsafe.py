# expect: unsafe
# fails when: always: (0.0, 0.0) is 2.5 m away, inside, but its squared distance 6.25 is above 2.5
# witness:
"""The sprinkler's quick test without a square root, comparing the squared distance
with the radius instead of the squared radius: points between sqrt(2.5) and 2.5 m
away are taken to stay dry, though math.hypot puts them inside the circle."""
import math

CX = 1.5
CY = 2.0
R = 2.5

for i in range(9):
    for j in range(9):
        dx = i / 2 - CX
        dy = j / 2 - CY
        inside = math.hypot(dx, dy) <= R
        quick = dx * dx + dy * dy <= R
        if not (inside == quick):
            reach_error()
