# expect: safe
"""Functions that mutate the list passed to them: the caller sees the change."""
from _sv_verifier import nondet_int, assume


def clamp_negatives(xs: list[int]) -> int:
    changed = 0
    for i in range(len(xs)):
        if xs[i] < 0:
            xs[i] = 0
            changed += 1
    return changed


def add_to_all(xs, k):
    for i in range(len(xs)):
        xs[i] += k


def main():
    n = nondet_int()
    assume(0 <= n <= 5)
    xs = []
    negs = 0
    for _ in range(n):
        v = nondet_int()
        xs.append(v)
        if v < 0:
            negs += 1
    assert clamp_negatives(xs) == negs
    for x in xs:
        assert x >= 0
    add_to_all(xs, 1)
    for x in xs:
        assert x >= 1
    assert len(xs) == n


main()
