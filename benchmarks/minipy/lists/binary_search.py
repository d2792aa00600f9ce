# expect: safe
"""Iterative binary search in a sorted list: a found index holds the key, -1 means absent."""
from _sv_verifier import nondet_int, assume


def binary_search(xs: list[int], key: int) -> int:
    lo = 0
    hi = len(xs) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if xs[mid] == key:
            return mid
        if xs[mid] < key:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1


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
    i = binary_search(xs, key)
    if i >= 0:
        assert i < len(xs)
        assert xs[i] == key
    else:
        assert i == -1
        assert key not in xs


main()
