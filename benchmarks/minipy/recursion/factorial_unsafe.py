# expect: unsafe
# fails when: the base case returns n, so fact(0) == 0
# witness: 0
"""Recursive factorial, checked against a loop."""
from _sv_verifier import nondet_int, assume


def fact(n: int) -> int:
    if n <= 1:
        return n
    return n * fact(n - 1)


def main():
    n = nondet_int()
    assume(0 <= n <= 5)
    f = fact(n)
    p = 1
    for k in range(2, n + 1):
        p *= k
    assert f == p
    assert f >= 1
    if n >= 1:
        assert f % n == 0
        assert f == n * fact(n - 1)


main()
