# expect: safe
"""Exponentiation by squaring on ints is exact at any size: 3**40 =
12157665459056928801 and 7**25 come out digit for digit, and for every exponent
e in [0, 60] the result equals the product of e threes. As a float, 3.0**40 is
rounded (3**40 is above 2**53), and the int is not equal to it."""


def power(base, e):
    result = 1
    while e > 0:
        if e % 2 == 1:
            result *= base
        base *= base
        e //= 2
    return result


if not (power(3, 40) == 12157665459056928801):
    reach_error()
if not (power(7, 25) == 7 ** 25):
    reach_error()
if not (power(3, 40) != 3.0 ** 40):
    reach_error()
e = nondet_int()
assume(0 <= e <= 60)
product = 1
for _ in range(e):
    product *= 3
if not (power(3, e) == product):
    reach_error()
