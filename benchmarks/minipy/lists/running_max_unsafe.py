# expect: unsafe
# fails when: best starts at 0: for all-negative input the maximum reported is 0
# witness: 1, -3
"""Running maximum: out[i] is the largest of xs[0..i]."""
from _sv_verifier import nondet_int, assume


def running_max(xs: list[int]) -> list[int]:
    out = []
    best = 0
    for x in xs:
        if x > best:
            best = x
        out.append(best)
    return out


def main():
    n = nondet_int()
    assume(1 <= n <= 5)
    xs = []
    for _ in range(n):
        xs.append(nondet_int())
    rm = running_max(xs)
    assert len(rm) == len(xs)
    for i in range(len(xs)):
        assert rm[i] >= xs[i]
        assert rm[i] in xs
        if i > 0:
            assert rm[i] >= rm[i - 1]
    assert rm[-1] == max(xs)


main()
