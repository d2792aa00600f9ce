# expect: unsafe
# fails when: the parity test is inverted: the extra factor b goes to even exponents instead of odd ones, reach_error()
# witness: 2, 1
"""Fast exponentiation by squaring (recursive), checked against repeated multiplication."""
from _sv_verifier import __VERIFIER_nondet_int, __VERIFIER_assume, reach_error


def power(b: int, e: int) -> int:
    if e == 0:
        return 1
    half = power(b, e // 2)
    if e % 2 == 1:
        return half * half
    return half * half * b


def main():
    b = __VERIFIER_nondet_int()
    e = __VERIFIER_nondet_int()
    __VERIFIER_assume(-4 <= b <= 4)
    __VERIFIER_assume(0 <= e <= 10)
    p = 1
    for _ in range(e):
        p *= b
    if power(b, e) != p:
        reach_error()


main()
