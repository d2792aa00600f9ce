# expect: unsafe
# fails when: n = 0 (then a = 1 is odd)
# witness: 0
"""Fibonacci numbers: F(n) is even exactly when 3 divides n, and F(n) < 2 ** n."""


def reach_error():
    pass


def main():
    n = __VERIFIER_nondet_int()
    if n < 0 or n > 20:
        return
    a, b = 1, 1
    for i in range(n):
        a, b = b, a + b
    if (a % 2 == 0) != (n % 3 == 0):
        reach_error()
    if a >= (1 << n):
        reach_error()
    if b < a:
        reach_error()


main()
