# expect: unsafe
# fails when: e >= 34: 3**34 is above 2**53, and the float result is rounded
# witness: 40
"""Exponentiation by squaring started from result = 1.0: the result is a float, exact
only while the powers of 3 stay below 2**53 (3**33); from e = 34 on it differs from
the int product."""


def power(base, e):
    result = 1.0
    while e > 0:
        if e % 2 == 1:
            result *= base
        base *= base
        e //= 2
    return result


e = nondet_int()
assume(0 <= e <= 60)
product = 1
for _ in range(e):
    product *= 3
if not (power(3, e) == product):
    reach_error()
