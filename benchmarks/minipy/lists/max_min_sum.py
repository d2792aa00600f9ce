# expect: safe
"""One loop computing minimum, maximum and sum, checked against min(), max() and sum()."""
from _sv_verifier import nondet_int, assume


def stats(xs: list[int]) -> tuple[int, int, int]:
    lo = xs[0]
    hi = xs[0]
    total = 0
    for x in xs:
        if x < lo:
            lo = x
        if x > hi:
            hi = x
        total += x
    return (lo, hi, total)


def main():
    n = nondet_int()
    assume(1 <= n <= 5)
    xs = []
    for _ in range(n):
        xs.append(nondet_int())
    lo, hi, total = stats(xs)
    assert lo == min(xs)
    assert hi == max(xs)
    assert total == sum(xs)
    assert lo <= hi
    assert lo * n <= total <= hi * n


main()
