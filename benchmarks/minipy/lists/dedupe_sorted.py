# expect: safe
"""Removing the duplicates of a sorted list: the result is strictly increasing, same values."""
from _sv_verifier import nondet_int, assume


def dedupe(xs: list[int]) -> list[int]:
    out = []
    for x in xs:
        if not out or out[-1] != x:
            out.append(x)
    return out


def main():
    n = nondet_int()
    assume(0 <= n <= 5)
    xs = []
    v = nondet_int()
    for _ in range(n):
        step = nondet_int()
        assume(0 <= step <= 1)
        v += step
        xs.append(v)
    d = dedupe(xs)
    assert len(d) <= len(xs)
    for i in range(1, len(d)):
        assert d[i - 1] < d[i]
    for x in xs:
        assert x in d
    for y in d:
        assert y in xs


main()
