# expect: unsafe
"""`math.dist` is CPython's correctly rounded norm of the differences (ValueError
for points of two dimensions); `float.as_integer_ratio` is exact and in lowest
terms (ValueError for nan, OverflowError for the infinities)."""
import math


def main() -> None:
    assert math.dist((0, 0), (3, 4)) == 5.0
    assert math.dist([0.0, 0.0, 0.0], [1.0, 2.0, 2.0]) == 3.0
    assert math.dist((1,), (4,)) == 3.0
    assert math.dist((), ()) == 0.0
    assert math.dist([0.1, 0.2], [0.3, 0.5]) == 0.3605551275463989
    try:
        math.dist([0.0, 0.0], [1.0])
        reach_error()
    except ValueError:
        pass
    assert (2.5).as_integer_ratio() == (5, 2)
    assert (-0.75).as_integer_ratio() == (-3, 4)
    assert (0.0).as_integer_ratio() == (0, 1)
    try:
        float("inf").as_integer_ratio()
        reach_error()
    except OverflowError:
        pass
    x = __VERIFIER_nondet_float()
    __VERIFIER_assume(0.0 <= x <= 4.0)
    assert math.dist([0.0, 0.0], [x, 0.0]) != 3.0


main()
