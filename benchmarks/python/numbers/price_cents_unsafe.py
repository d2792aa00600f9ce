# expect: unsafe
# fails when: always: 19.99 * 100 is 1998.9999999999998, and int() truncates it to 1998
# witness:
"""Converting a price to cents with int(price * 100): int() truncates, and 19.99 *
100 is 1998.9999999999998, so 19.99 becomes 1998 cents (0.29, 4.35 and 1.15 each
lose a cent too)."""


def to_cents(price):
    return int(price * 100)


def check(price, cents):
    if not (to_cents(price) == cents):
        reach_error()


check(19.99, 1999)
check(0.29, 29)
check(4.35, 435)
check(1.15, 115)
check(100.0, 10000)
