# expect: safe
"""Counting the occurrences of a key; the key and the other values account for every element."""
from _sv_verifier import nondet_int, assume


def count(xs: list[int], key: int) -> int:
    c = 0
    for x in xs:
        if x == key:
            c += 1
    return c


def main():
    n = nondet_int()
    assume(0 <= n <= 5)
    xs = []
    for _ in range(n):
        xs.append(nondet_int())
    key = nondet_int()
    c = count(xs, key)
    others = 0
    for i in range(len(xs)):
        if xs[i] != key:
            others += 1
    assert c + others == len(xs)
    assert (c > 0) == (key in xs)


main()
