# expect: unsafe
# fails when: only the last value is compared, so a value seen earlier is added twice
# witness: 3, 5, 6, 5
"""Collecting distinct values: append x only when `x not in seen`; x is in seen afterwards."""
from _sv_verifier import nondet_int, assume


def add_unique(xs: list[int], x: int) -> bool:
    if not xs or xs[-1] != x:
        xs.append(x)
        return True
    return False


def main():
    k = nondet_int()
    assume(0 <= k <= 5)
    seen = []
    added = 0
    for _ in range(k):
        x = nondet_int()
        if add_unique(seen, x):
            added += 1
        assert x in seen
    assert len(seen) == added
    for i in range(len(seen)):
        for j in range(i + 1, len(seen)):
            assert seen[i] != seen[j]


main()
