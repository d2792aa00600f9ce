# expect: unsafe
# fails when: the first element is left out of every prefix sum
# witness: 1, 5
"""Prefix sums: ps[j] - ps[i] is the sum of xs[i:j]."""
from _sv_verifier import nondet_int, assume


def prefix_sums(xs: list[int]) -> list[int]:
    ps = [0] * (len(xs) + 1)
    for i in range(1, len(xs)):
        ps[i + 1] = ps[i] + xs[i]
    return ps


def range_sum(ps: list[int], i: int, j: int) -> int:
    return ps[j] - ps[i]


def main():
    n = nondet_int()
    assume(0 <= n <= 5)
    xs = []
    for _ in range(n):
        xs.append(nondet_int())
    ps = prefix_sums(xs)
    assert len(ps) == n + 1
    assert ps[0] == 0
    assert ps[-1] == sum(xs)
    i = nondet_int()
    j = nondet_int()
    assume(0 <= i <= j <= n)
    total = 0
    for k in range(i, j):
        total += xs[k]
    assert range_sum(ps, i, j) == total
    assert sum(xs[i:j]) == total


main()
