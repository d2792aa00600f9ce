# expect: safe
"""Reverse a list in place with two indices moving towards each other."""
from _sv_verifier import nondet_int, assume


def reverse_in_place(xs: list[int]) -> None:
    i = 0
    j = len(xs) - 1
    while i < j:
        xs[i], xs[j] = xs[j], xs[i]
        i += 1
        j -= 1


def main():
    n = nondet_int()
    assume(0 <= n <= 5)
    xs = []
    orig = []
    for _ in range(n):
        v = nondet_int()
        xs.append(v)
        orig.append(v)
    reverse_in_place(xs)
    assert len(xs) == n
    for k in range(n):
        assert xs[k] == orig[n - 1 - k]
    reverse_in_place(xs)
    assert xs == orig


main()
