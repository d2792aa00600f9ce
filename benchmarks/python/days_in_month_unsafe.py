# expect: unsafe
# fails when: month = 13 (DAYS[12] is out of range), any year
# witness: 2000, 13
"""Days in a month, from a tuple of month lengths and the leap-year rule."""

DAYS = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def reach_error():
    pass


def is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def days_in_month(month, year):
    days = DAYS[month - 1]
    if month == 2 and is_leap(year):
        days += 1
    return days


def main():
    year = __VERIFIER_nondet_int()
    month = __VERIFIER_nondet_int()
    __VERIFIER_assume(1 <= year <= 3000)
    __VERIFIER_assume(1 <= month <= 13)
    d = days_in_month(month, year)
    if d < 28 or d > 31:
        reach_error()
    if month == 2 and d != 28 + is_leap(year):
        reach_error()
    total = 0
    for m in range(1, 13):
        total += days_in_month(m, year)
    if total != 365 + is_leap(year):
        reach_error()


main()
