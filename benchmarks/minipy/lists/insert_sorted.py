# expect: safe
"""Building a sorted list with xs.insert(pos, v) at the first position holding a value >= v."""
from _sv_verifier import nondet_int, assume


def insert_sorted(xs: list[int], v: int) -> int:
    pos = 0
    while pos < len(xs) and xs[pos] < v:
        pos += 1
    xs.insert(pos, v)
    return pos


def main():
    k = nondet_int()
    assume(0 <= k <= 5)
    xs = []
    for step in range(k):
        v = nondet_int()
        p = insert_sorted(xs, v)
        assert xs[p] == v
        assert len(xs) == step + 1
        for i in range(1, len(xs)):
            assert xs[i - 1] <= xs[i]


main()
