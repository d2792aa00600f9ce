# expect: unsafe
# fails when: the minimum search skips the last element, e.g. [1, 0] stays unsorted
# witness: 2, 1, 0
"""Selection sort: swap the minimum of the unsorted suffix to its front."""
from _sv_verifier import nondet_int, assume


def selection_sort(a: list[int]) -> None:
    for i in range(len(a)):
        m = i
        for j in range(i + 1, len(a) - 1):
            if a[j] < a[m]:
                m = j
        a[i], a[m] = a[m], a[i]


def main() -> None:
    n = nondet_int()
    assume(0 <= n <= 4)
    xs = []
    for _ in range(n):
        xs.append(nondet_int())
    orig = xs[:]
    selection_sort(xs)
    if n > 0:
        assert xs[0] == min(orig)
        assert xs[-1] == max(orig)
    assert xs == sorted(orig)


main()
