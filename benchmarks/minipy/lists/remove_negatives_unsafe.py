# expect: unsafe
# fails when: zeros are dropped too, so a 0 of the input is missing from the output
# witness: 1, 0
"""Filtering the negative numbers out into a new list; the input is left unchanged."""
from _sv_verifier import nondet_int, assume


def non_negatives(xs: list[int]) -> list[int]:
    out = []
    for x in xs:
        if x > 0:
            out.append(x)
    return out


def main():
    n = nondet_int()
    assume(0 <= n <= 5)
    xs = []
    for _ in range(n):
        xs.append(nondet_int())
    out = non_negatives(xs)
    neg = 0
    for x in xs:
        if x < 0:
            neg += 1
        else:
            assert x in out
    assert len(out) + neg == len(xs)
    assert len(xs) == n
    for y in out:
        assert y >= 0


main()
