# expect: safe
"""Classifying triangles measured in centimetres, computed in metres: with c the
longest side, the triangle is right when a*a + b*b equals c*c, obtuse when it is
less, acute when it is more. In metres the squares are not exact (0.03*0.03 + 0.04*0.04
is 0.0025 but 0.05*0.05 is 0.0025000000000000005), so equality is tested with
math.isclose: the Pythagorean triples come out right."""
import math

ACUTE = 0
RIGHT = 1
OBTUSE = 2
SIDES_A = [3, 5, 8, 2, 4, 6, 7]
SIDES_B = [4, 12, 15, 3, 5, 6, 24]
SIDES_C = [5, 13, 17, 4, 6, 6, 25]
EXPECTED = [RIGHT, RIGHT, RIGHT, OBTUSE, ACUTE, ACUTE, RIGHT]


def classify(a, b, c):
    lhs = a * a + b * b
    rhs = c * c
    if math.isclose(lhs, rhs):
        return RIGHT
    if lhs < rhs:
        return OBTUSE
    return ACUTE


for i in range(len(EXPECTED)):
    a = SIDES_A[i] / 100
    b = SIDES_B[i] / 100
    c = SIDES_C[i] / 100
    if not (a + b > c):
        reach_error()
    if not (classify(a, b, c) == EXPECTED[i]):
        reach_error()
