# expect: safe
"""Recursive maximum of xs[i:], with the index as a parameter."""
from _sv_verifier import nondet_int, assume


def max_from(xs: list[int], i: int) -> int:
    if i == len(xs) - 1:
        return xs[i]
    rest = max_from(xs, i + 1)
    if xs[i] > rest:
        return xs[i]
    return rest


def main():
    n = nondet_int()
    assume(1 <= n <= 5)
    xs = []
    for _ in range(n):
        xs.append(nondet_int())
    m = max_from(xs, 0)
    assert m == max(xs)
    assert m in xs
    for x in xs:
        assert x <= m


main()
