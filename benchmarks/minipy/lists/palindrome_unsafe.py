# expect: unsafe
# fails when: the right index starts one too early, so [0, 1] counts as a palindrome
# witness: 2, 0, 1
"""A palindrome test with two indices agrees with comparing against a reversed copy."""
from _sv_verifier import nondet_int, assume


def reversed_copy(xs: list[int]) -> list[int]:
    out = []
    for x in reversed(xs):
        out.append(x)
    return out


def is_palindrome(xs: list[int]) -> bool:
    i = 0
    j = len(xs) - 2
    while i < j:
        if xs[i] != xs[j]:
            return False
        i += 1
        j -= 1
    return True


def main():
    n = nondet_int()
    assume(0 <= n <= 5)
    xs = []
    for _ in range(n):
        v = nondet_int()
        assume(0 <= v <= 1)
        xs.append(v)
    assert is_palindrome(xs) == (xs == reversed_copy(xs))
    mirrored = xs + reversed_copy(xs)
    assert is_palindrome(mirrored)


main()
