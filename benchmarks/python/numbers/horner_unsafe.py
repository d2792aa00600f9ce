# expect: unsafe
# fails when: always: the coefficients taken lowest degree first evaluate -x^3 + 2x^2 - 6x + 2
# witness:
"""Horner's rule fed the coefficients from the lowest degree up: it evaluates the
reversed polynomial -x^3 + 2x^2 - 6x + 2, which is 2 at x = 0 where p is -1."""
COEFFS = [2, -6, 2, -1]


def horner(x):
    value = 0.0
    for c in reversed(COEFFS):
        value = value * x + c
    return value


def expanded(x):
    return 2 * x ** 3 - 6 * x ** 2 + 2 * x - 1


for k in range(-10, 11):
    x = k / 10
    if not (abs(horner(x) - expanded(x)) < 1e-12):
        reach_error()
