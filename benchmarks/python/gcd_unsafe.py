# expect: unsafe
# fails when: a divides b, e.g. a = 4, b = 8 (then g == min(a, b))
# witness: 4, 8
"""Euclid's algorithm: the result divides both inputs and is at most the smaller one."""


def reach_error():
    pass


def __VERIFIER_assert(cond):
    if not cond:
        reach_error()


def gcd(a, b):
    while b != 0:
        a, b = b, a % b
    return a


def main():
    a = __VERIFIER_nondet_int()
    b = __VERIFIER_nondet_int()
    __VERIFIER_assume(1 <= a <= 60)
    __VERIFIER_assume(1 <= b <= 60)
    g = gcd(a, b)
    __VERIFIER_assert(g >= 1)
    __VERIFIER_assert(a % g == 0 and b % g == 0)
    __VERIFIER_assert(g < min(a, b))
    print(f"gcd({a}, {b}) = {g}")


if __name__ == "__main__":
    main()
