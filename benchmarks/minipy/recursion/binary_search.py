# expect: safe
"""Recursive binary search on the half-open range [lo, hi) of a sorted list."""
from _sv_verifier import nondet_int, assume


def search(xs: list[int], key: int, lo: int, hi: int) -> int:
    if lo >= hi:
        return -1
    mid = (lo + hi) // 2
    if xs[mid] == key:
        return mid
    if xs[mid] < key:
        return search(xs, key, mid + 1, hi)
    return search(xs, key, lo, mid)


def main():
    n = nondet_int()
    assume(0 <= n <= 5)
    xs = []
    v = nondet_int()
    for _ in range(n):
        step = nondet_int()
        assume(step >= 0)
        v += step
        xs.append(v)
    key = nondet_int()
    i = search(xs, key, 0, len(xs))
    if i >= 0:
        assert xs[i] == key
    else:
        assert key not in xs


main()
