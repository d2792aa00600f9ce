# expect: safe
"""A shop keeps prices in cents (ints) and reads them as floats: 19.99 * 100 is
1998.9999999999998, so a price's cents are round(price * 100), which gives back the
price exactly when divided by 100. A 15 % discount is computed on the cents and
rounded once: 1999 * 85 / 100 is 1699.15, 1699 cents."""


def to_cents(price):
    return round(price * 100)


def check(price, cents):
    if not (to_cents(price) == cents):
        reach_error()
    if not (to_cents(price) / 100 == price):
        reach_error()


check(19.99, 1999)
check(0.29, 29)
check(4.35, 435)
check(1.15, 115)
check(100.0, 10000)
discounted = round(to_cents(19.99) * (100 - 15) / 100)
if not (discounted == 1699):
    reach_error()
