# expect: safe
# Mutual recursion and a recursive helper over a list, each within the inlining
# depth for the inputs allowed.
from _sv_verifier import nondet_int, assume


def is_even(n):
    if n == 0:
        return True
    return is_odd(n - 1)


def is_odd(n):
    if n == 0:
        return False
    return is_even(n - 1)


def total(xs: list[int], i: int) -> int:
    if i == len(xs):
        return 0
    return xs[i] + total(xs, i + 1)


def main() -> None:
    n = nondet_int()
    assume(0 <= n <= 5)
    assert is_even(n) == (n % 2 == 0)
    xs = list(range(n))
    assert total(xs, 0) == n * (n - 1) // 2


main()
