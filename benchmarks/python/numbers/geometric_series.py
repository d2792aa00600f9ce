# expect: safe
"""The first n terms of a geometric series, 1 + r + r**2 + ... + r**(n - 1), summed in
a loop, agree with the closed form (1 - r**n) / (1 - r) to within 1e-12, and stay
below the limit of the infinite series, 1 / (1 - r). For r = 0.5 every step is
exact."""


def series(r, n):
    total = 0.0
    term = 1.0
    for _ in range(n):
        total += term
        term *= r
    return total


def closed_form(r, n):
    return (1 - r ** n) / (1 - r)


def check(r, n):
    s = series(r, n)
    if not (abs(s - closed_form(r, n)) < 1e-12):
        reach_error()
    if not (s < 1 / (1 - r)):
        reach_error()


check(0.5, 10)
check(0.1, 10)
check(0.9, 10)
check(0.3, 15)
if not (series(0.5, 10) == 1.998046875):
    reach_error()
