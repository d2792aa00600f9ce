# expect: unsafe
"""Reading the month of 'M-D' dates: the name that held the field's text then holds
its number; "13-1" has no month 13, and the bound fails."""


def month_of(date):
    month, day = date.split("-")
    month = int(month)
    return month


for d in ("3-11", "13-1"):
    m = month_of(d)
    assert 1 <= m and m <= 12
