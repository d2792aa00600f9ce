# expect: safe
"""A counting array [0] * (MAX + 1) for values in 0..MAX."""
from _sv_verifier import nondet_int, assume

MAX = 3


def histogram(xs: list[int]) -> list[int]:
    counts = [0] * (MAX + 1)
    for x in xs:
        counts[x] += 1
    return counts


def main():
    n = nondet_int()
    assume(0 <= n <= 5)
    xs = []
    for _ in range(n):
        v = nondet_int()
        assume(0 <= v <= MAX)
        xs.append(v)
    h = histogram(xs)
    assert sum(h) == len(xs)
    for x in xs:
        assert h[x] >= 1
    for v in range(len(h)):
        c = 0
        for x in xs:
            if x == v:
                c += 1
        assert h[v] == c


main()
