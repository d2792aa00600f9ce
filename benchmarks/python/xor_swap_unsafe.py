# expect: unsafe
# fails when: x = -1 (then ~x == 0)
# witness: -1, 0
"""Swapping with XOR, and identities of Python's two's complement bit operators."""


def reach_error():
    pass


def __VERIFIER_assert(cond):
    if not cond:
        reach_error()


def xor_swap(a, b):
    a ^= b
    b ^= a
    a ^= b
    return a, b


def main():
    x = __VERIFIER_nondet_int()
    y = __VERIFIER_nondet_int()
    a, b = xor_swap(x, y)
    __VERIFIER_assert((a, b) == (y, x))
    __VERIFIER_assert(~x == -x - 1)
    __VERIFIER_assert(x ^ x == 0 and x ^ 0 == x)
    __VERIFIER_assert((x & y) + (x | y) == x + y)
    __VERIFIER_assert(x ^ y == (x | y) - (x & y))
    signs = (x < 0, ~x <= 0, x == 0)
    __VERIFIER_assert(signs[0] != signs[1])
    __VERIFIER_assert(not signs[2] or signs[1])


main()
