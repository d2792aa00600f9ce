# expect: unsafe
# fails when: zeros pass the filter: 2 * 0 is not positive
# witness: 1, 0
"""A list comprehension with a filter, [2 * x for x in xs if x > 0], checked against a loop."""
from _sv_verifier import nondet_int, assume


def main():
    n = nondet_int()
    assume(0 <= n <= 5)
    xs = []
    for _ in range(n):
        xs.append(nondet_int())
    ys = [2 * x for x in xs if x >= 0]
    positives = 0
    total = 0
    for x in xs:
        if x > 0:
            positives += 1
            total += x
    assert len(ys) == positives
    assert sum(ys) == 2 * total
    for y in ys:
        assert y > 0
        assert y % 2 == 0


main()
