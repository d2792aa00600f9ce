# expect: safe
"""Two pointers on a sorted list: find i < j with xs[i] + xs[j] == target, or report none."""
from _sv_verifier import nondet_int, assume


def pair_with_sum(xs: list[int], target: int) -> tuple[int, int]:
    i = 0
    j = len(xs) - 1
    while i < j:
        s = xs[i] + xs[j]
        if s == target:
            return (i, j)
        if s < target:
            i += 1
        else:
            j -= 1
    return (-1, -1)


def main():
    n = nondet_int()
    assume(0 <= n <= 5)
    xs = []
    v = nondet_int()
    for _ in range(n):
        step = nondet_int()
        assume(step >= 0)
        v += step
        xs.append(v)
    target = nondet_int()
    i, j = pair_with_sum(xs, target)
    if i >= 0:
        assert i < j
        assert xs[i] + xs[j] == target
    else:
        for p in range(len(xs)):
            for q in range(p + 1, len(xs)):
                assert xs[p] + xs[q] != target


main()
