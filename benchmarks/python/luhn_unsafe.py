# expect: unsafe
# fails when: a 5 in a doubled position, e.g. digits 0, 0, 0, 5
# witness: 0, 0, 0, 5
"""The Luhn check digit of a 4-digit number makes the 5-digit number valid."""


def __VERIFIER_assert(cond):
    if not cond:
        reach_error()


def luhn_sum(n, double):
    total = 0
    while n > 0:
        d = n % 10
        n //= 10
        if double:
            d *= 2
            if d > 10:
                d -= 9
        __VERIFIER_assert(0 <= d <= 9)
        total += d
        double = not double
    return total


def check_digit(n):
    return (10 - luhn_sum(n, True) % 10) % 10


def main():
    n = 0
    for i in range(4):
        digit = nondet_int()
        assume(0 <= digit <= 9)
        n = n * 10 + digit
    c = check_digit(n)
    __VERIFIER_assert(0 <= c <= 9)
    __VERIFIER_assert(luhn_sum(n * 10 + c, False) % 10 == 0)


main()
