# expect: safe
"""Bisection for the root of x**3 - x - 2 on [1, 2] (1.5213797068045676...): the sign
change is kept in [lo, hi] at every step, and 60 halvings shrink the interval to one
ulp, where f is within 1e-12 of 0."""


def f(x):
    return x ** 3 - x - 2


lo = 1.0
hi = 2.0
for _ in range(60):
    mid = (lo + hi) / 2
    if f(lo) * f(mid) <= 0:
        hi = mid
    else:
        lo = mid
    if not (f(lo) <= 0.0 <= f(hi)):
        reach_error()
if not (hi - lo < 1e-12):
    reach_error()
if not (abs(f(lo)) < 1e-12 and abs(lo - 1.5213797068045676) < 1e-12):
    reach_error()
