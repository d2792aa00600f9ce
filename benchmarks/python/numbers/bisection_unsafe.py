# expect: unsafe
# fails when: always: with the branches swapped, the interval shrinks onto 1.0, where f is -2
# witness:
"""Bisection with the two branches swapped (the half without the sign change is
kept): the sign change is lost at the first step, hi closes in on lo = 1.0, and the
result is 1.0, where f(1) = -2."""


def f(x):
    return x ** 3 - x - 2


lo = 1.0
hi = 2.0
for _ in range(60):
    mid = (lo + hi) / 2
    if f(lo) * f(mid) <= 0:
        lo = mid
    else:
        hi = mid
if not (abs(f(lo)) < 1e-12):
    reach_error()
