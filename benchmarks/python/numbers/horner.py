# expect: safe
"""Evaluating p(x) = 2x^3 - 6x^2 + 2x - 1 by Horner's rule, coefficients from the
highest degree down: at x = k / 10 for k in -10..10 it agrees with the expanded
formula to within 1e-12, and at the integer 3 it is exactly 5."""
COEFFS = [2, -6, 2, -1]


def horner(x):
    value = 0.0
    for c in COEFFS:
        value = value * x + c
    return value


def expanded(x):
    return 2 * x ** 3 - 6 * x ** 2 + 2 * x - 1


for k in range(-10, 11):
    x = k / 10
    if not (abs(horner(x) - expanded(x)) < 1e-12):
        reach_error()
if not (horner(3.0) == 5.0):
    reach_error()
