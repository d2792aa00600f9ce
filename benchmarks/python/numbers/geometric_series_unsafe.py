# expect: unsafe
# fails when: always: the closed form with r**(n + 1) has one term more (0.5**10 = 0.0009765625)
# witness:
"""The closed form of the first n terms written with r**(n + 1): it sums the terms up
to r**n, one more than the loop, and is off by r**n."""


def series(r, n):
    total = 0.0
    term = 1.0
    for _ in range(n):
        total += term
        term *= r
    return total


def closed_form(r, n):
    return (1 - r ** (n + 1)) / (1 - r)


def check(r, n):
    s = series(r, n)
    if not (abs(s - closed_form(r, n)) < 1e-12):
        reach_error()


check(0.5, 10)
check(0.1, 10)
check(0.9, 10)
check(0.3, 15)
