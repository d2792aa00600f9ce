# expect: unsafe
# fails when: the base case returns 1, so fib(0) == 1 (and every value is shifted)
# witness: 0
"""Doubly recursive Fibonacci numbers, checked against the iterative ones."""
from _sv_verifier import nondet_int, assume


def fib(n):
    if n <= 1:
        return 1
    return fib(n - 1) + fib(n - 2)


def main():
    n = nondet_int()
    assume(0 <= n <= 6)
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    f = fib(n)
    assert f == a
    assert f <= b
    if n >= 2:
        assert f >= n - 1


main()
