# expect: safe
# The same shapes, safe: every raise is caught by a matching handler, and exit()
# ends the runs that would fail.
import sys


def check(v):
    if v < 0:
        raise ValueError(f"negative: {v}")
    if v > 100:
        raise OverflowError(f"{v} is more than {50 + 50}")
    return v


def main():
    a = __VERIFIER_nondet_int()
    try:
        check(a)
    except ArithmeticError:
        a = 100
    except ValueError:
        pass
    if a == 3:
        try:
            sys.exit(0)
        except Exception:
            reach_error()
    if a == 4:
        try:
            raise NotImplementedError()
        except RuntimeError:
            a = 0
        assert a == 0, f"not caught: {a}"
    if a < 0:
        exit()
    assert a >= 0


main()
