# expect: safe
"""Running minimum and maximum of a stream of readings."""


def __VERIFIER_assert(cond):
    if not cond:
        reach_error()


def main():
    n = nondet_int()
    assume(1 <= n <= 10)
    lo = hi = None
    total = 0
    for i in range(n):
        v = nondet_int()
        assume(-50 <= v <= 50)
        total += v
        if lo is None or v < lo:
            lo = v
        if hi is None or v > hi:
            hi = v
    __VERIFIER_assert(lo is not None and hi is not None)
    __VERIFIER_assert(lo <= hi)
    __VERIFIER_assert(lo * n <= total <= hi * n)
    print(f"min {lo}, max {hi}, total {total}")


main()
