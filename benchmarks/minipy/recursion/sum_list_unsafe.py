# expect: unsafe
# fails when: the recursion stops one element early: the last element is not added
# witness: 1, 5, 0
"""Recursive sum of a list from a start index (no slicing)."""
from _sv_verifier import nondet_int, assume


def sum_from(xs: list[int], i: int) -> int:
    if i >= len(xs) - 1:
        return 0
    return xs[i] + sum_from(xs, i + 1)


def main():
    n = nondet_int()
    assume(0 <= n <= 5)
    xs = []
    for _ in range(n):
        xs.append(nondet_int())
    assert sum_from(xs, 0) == sum(xs)
    k = nondet_int()
    assume(0 <= k <= n)
    tail = 0
    for i in range(k, n):
        tail += xs[i]
    assert sum_from(xs, k) == tail


main()
