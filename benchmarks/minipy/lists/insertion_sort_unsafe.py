# expect: unsafe
# fails when: an element is never swapped into position 0, e.g. [1, 0] stays unsorted
# witness: 2, 1, 0
"""In-place insertion sort by adjacent swaps; the result equals sorted() of the input."""
from _sv_verifier import nondet_int, assume


def insertion_sort(a: list[int]) -> None:
    for i in range(1, len(a)):
        j = i
        while j > 1 and a[j - 1] > a[j]:
            a[j - 1], a[j] = a[j], a[j - 1]
            j -= 1


def main():
    n = nondet_int()
    assume(0 <= n <= 4)
    xs = []
    for _ in range(n):
        xs.append(nondet_int())
    expected = sorted(xs)
    insertion_sort(xs)
    assert len(xs) == n
    for k in range(1, len(xs)):
        assert xs[k - 1] <= xs[k]
    assert xs == expected


main()
