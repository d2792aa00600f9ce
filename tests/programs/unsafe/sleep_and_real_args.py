# expect: unsafe
"""`time.sleep` raises ValueError for nan and for a negative time (not for -0.0),
OverflowError beyond 64-bit nanoseconds; `math.isnan` of a complex is a TypeError;
`round(x, 1)` of an int or a float keeps the value's type."""
import math
import time


def main() -> None:
    time.sleep(0)
    time.sleep(-0.0)
    try:
        time.sleep(float("nan"))
        reach_error()
    except ValueError:
        pass
    try:
        time.sleep(9223372037)
        reach_error()
    except OverflowError:
        pass
    try:
        math.isnan(1j)
        reach_error()
    except TypeError:
        pass
    c = __VERIFIER_nondet_bool()
    x = 2 if c else 2.5
    assert round(x, 1) == x
    s = __VERIFIER_nondet_float()
    __VERIFIER_assume(-10.0 < s <= 0.0)
    time.sleep(s)


main()
