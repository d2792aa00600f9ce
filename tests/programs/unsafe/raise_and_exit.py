# expect: unsafe
# raise of built-in classes (caught by their superclasses), f-string messages, and
# exit(): SystemExit ends the run without a failure, `except Exception` does not
# catch it, a bare `except:` does.
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
        print(f"too big: {a}")
        a = 100
    except LookupError:
        reach_error()
    if a == 3:
        try:
            sys.exit(0)
        except Exception:
            reach_error()
    if a == 4:
        try:
            exit(1)
        except:
            assert a != 4, f"caught SystemExit with {a}"
    if a == 5:
        raise RuntimeError("five")


main()
