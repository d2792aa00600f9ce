# expect: safe
"""The ways programs reach Python's numbers: math imported in a function, under
another name, or with `*` (whose `pow` shadows the built-in); the built-in
`pow`; `**=`; `divmod` and `cmath.polar` unpacked; `int()` and `bool()`."""
import math as m
import cmath


def root(x: float) -> float:
    from math import sqrt
    return sqrt(x)


def hyp(a: float, b: float) -> float:
    import math
    return math.hypot(a, b)


if root(16.0) != 4.0 or hyp(3.0, 4.0) != 5.0 or m.pi <= 3.14:
    reach_error()
if pow(2, 10) != 1024 or pow(2, -1) != 0.5 or not isinstance(pow(2.0, 2), float):
    reach_error()
k = 3
k **= 2
if k != 9:
    reach_error()
q, r = divmod(-7.5, 2.0)
if q != -4.0 or r != 0.5:
    reach_error()
a, b = 17, 5
a, b = divmod(a, b)
if a != 3 or b != 2:
    reach_error()
mod, phase = cmath.polar(complex(3.0, 4.0))
if mod != 5.0 or not (0.9 < phase < 1.0):
    reach_error()
if int() != 0 or bool():
    reach_error()
n = nondet_int()
try:
    d, e = divmod(10, n)
except ZeroDivisionError:
    if n != 0:
        reach_error()
