# expect: safe
"""Parsing 'YYYY-MM-DD' with split('-'), isdigit and int: the text made from any
y, m, d (zfill, possibly a negative or 3-digit month or day) parses exactly when
the date exists, and then to (y, m, d). Month lengths come from a table; the
check uses the formula 30 + (m + m // 8) % 2."""

DAYS = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def parse(s):
    parts = s.split('-')
    if len(parts) != 3 or len(parts[0]) != 4 or len(parts[1]) != 2 or len(parts[2]) != 2:
        return None
    for p in parts:
        if not (p.isascii() and p.isdigit()):
            return None
    y, m, d = int(parts[0]), int(parts[1]), int(parts[2])
    if m < 1 or m > 12 or d < 1 or d > DAYS[m - 1] + (1 if m == 2 and leap(y) else 0):
        return None
    return (y, m, d)


y = __VERIFIER_nondet_int()
m = __VERIFIER_nondet_int()
d = __VERIFIER_nondet_int()
__VERIFIER_assume(1 <= y <= 9999 and -1000 <= m <= 1000 and -1000 <= d <= 1000)
s = str(y).zfill(4) + '-' + str(m).zfill(2) + '-' + str(d).zfill(2)
length = (29 if leap(y) else 28) if m == 2 else 30 + (m + m // 8) % 2
exists = 1 <= m <= 12 and 1 <= d <= length
r = parse(s)
if (r is not None) != exists:
    reach_error()
if r is not None and r != (y, m, d):
    reach_error()
