# expect: safe
"""One handler for a tuple of classes: the empty list (ValueError) and the zero divisor."""
from _sv_verifier import nondet_int, assume


def mean(xs: list[int]) -> int:
    if len(xs) == 0:
        raise ValueError("mean of an empty list")
    return sum(xs) // len(xs)


def main():
    n = nondet_int()
    assume(0 <= n <= 4)
    xs = []
    for _ in range(n):
        xs.append(nondet_int())
    d = nondet_int()
    handled = False
    try:
        m = mean(xs)
        r = m // d
    except (ValueError, ZeroDivisionError):
        handled = True
    else:
        assert min(xs) <= m <= max(xs)
        assert r * d <= m or d < 0
    assert handled == (n == 0 or d == 0)


main()
