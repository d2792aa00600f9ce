# expect: unsafe
# fails when: s is 24:MM: the hour bound lets 24 through, which is minute 1440 or more
# witness: '24:00', 0
"""Parsing 'HH:MM' on a 24-hour clock into minutes since midnight (slicing,
isdigit, int) and writing minutes back (//, %, zfill): a parsed time is below
24 * 60 and is written back as the same text, and every minute of the day parses
back to itself."""


def parse_time(s):
    if len(s) != 5 or s[2] != ':':
        return -1
    hh = s[:2]
    mm = s[3:]
    if not (hh.isascii() and hh.isdigit() and mm.isascii() and mm.isdigit()):
        return -1
    h = int(hh)
    m = int(mm)
    if h > 24 or m > 59:
        return -1
    return h * 60 + m


def format_time(t):
    return str(t // 60).zfill(2) + ':' + str(t % 60).zfill(2)


s = nondet_str()
t = parse_time(s)
if t != -1:
    if t < 0 or t >= 24 * 60 or format_time(t) != s:
        reach_error()
k = __VERIFIER_nondet_int()
__VERIFIER_assume(0 <= k < 24 * 60)
if parse_time(format_time(k)) != k:
    reach_error()
