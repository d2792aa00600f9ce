# expect: safe
"""Rotating a list left by one in place; the same as xs.append(xs.pop(0))."""
from _sv_verifier import nondet_int, assume


def rotate_left(xs: list[int]) -> None:
    if len(xs) == 0:
        return
    first = xs[0]
    for i in range(len(xs) - 1):
        xs[i] = xs[i + 1]
    xs[-1] = first


def main():
    n = nondet_int()
    assume(0 <= n <= 5)
    xs = []
    for _ in range(n):
        xs.append(nondet_int())
    orig = xs[:]
    rotate_left(xs)
    assert len(xs) == n
    for i in range(n):
        assert xs[i] == orig[(i + 1) % n]
    ys = orig[:]
    if ys:
        ys.append(ys.pop(0))
    assert ys == xs


main()
