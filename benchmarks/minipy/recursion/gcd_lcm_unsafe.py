# expect: unsafe
# fails when: lcm(0, 0) divides by gcd(0, 0) == 0: ZeroDivisionError
# witness: 0, 0
"""Recursive gcd (Euclid) and the lcm built on it, guarded against gcd(0, 0) == 0."""
from _sv_verifier import nondet_int, assume


def gcd(a: int, b: int) -> int:
    if b == 0:
        return a
    return gcd(b, a % b)


def lcm(a: int, b: int) -> int:
    return a * b // gcd(a, b)


def main():
    a = nondet_int()
    b = nondet_int()
    assume(0 <= a <= 8)
    assume(0 <= b <= 8)
    g = gcd(a, b)
    if a == 0 and b == 0:
        assert g == 0
    else:
        assert g >= 1
        assert a % g == 0 and b % g == 0
        for d in range(g + 1, max(a, b) + 1):
            assert a % d != 0 or b % d != 0
    m = lcm(a, b)
    assert g * m == a * b
    if m > 0:
        assert m % a == 0 and m % b == 0


if __name__ == "__main__":
    main()
