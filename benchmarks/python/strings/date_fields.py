# expect: safe
"""Reading the month of 'M-D' dates: the name that held the field's text then holds
its number (a value whose type varies), and int() of it reads the digits; every
field here is digits, so no ValueError."""


def month_of(date):
    month, day = date.split("-")
    month = int(month)
    return month


for d in ("3-11", "12-1", " 7-30"):
    m = month_of(d)
    assert 1 <= m and m <= 12
