# expect: safe
"""Bubble sort with an early exit when a pass swaps nothing; sortedness and sum are checked."""
from _sv_verifier import nondet_int, assume


def bubble_sort(a):
    n = len(a)
    for i in range(n - 1):
        swapped = False
        for j in range(n - 1 - i):
            if a[j] > a[j + 1]:
                a[j], a[j + 1] = a[j + 1], a[j]
                swapped = True
        if not swapped:
            break


def main():
    n = nondet_int()
    assume(0 <= n <= 4)
    xs = []
    total = 0
    for _ in range(n):
        v = nondet_int()
        xs.append(v)
        total += v
    bubble_sort(xs)
    assert len(xs) == n
    assert sum(xs) == total
    for k in range(1, n):
        assert xs[k - 1] <= xs[k]


if __name__ == "__main__":
    main()
