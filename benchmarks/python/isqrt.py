# expect: safe
"""Integer square root by binary search (annotated)."""


def isqrt(n: int) -> int:
    """The largest r with r * r <= n, for n >= 0."""
    if n < 0:
        raise ValueError(f"isqrt of a negative number: {n}")
    lo: int = 0
    hi: int = n + 1
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if mid * mid <= n:
            lo = mid
        else:
            hi = mid
    return lo


def main() -> None:
    n: int = __VERIFIER_nondet_int()
    __VERIFIER_assume(0 <= n <= 1000)
    r = isqrt(n)
    if not (r * r <= n < (r + 1) * (r + 1)):
        reach_error()


if __name__ == "__main__":
    main()
