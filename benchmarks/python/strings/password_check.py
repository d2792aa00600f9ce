# expect: safe
"""A password policy: 6 to 30 characters, no whitespace at either end (compared
with strip()), an ASCII upper-case letter, a lower-case letter and a digit.
Every accepted password changes under lower() and upper(), is neither all
letters nor all digits, and starts and ends with a non-whitespace character."""


def strong(p):
    if len(p) < 6 or len(p) > 30 or p != p.strip():
        return False
    upper = lower = digit = False
    for c in p:
        if 'A' <= c <= 'Z':
            upper = True
        elif 'a' <= c <= 'z':
            lower = True
        elif '0' <= c <= '9':
            digit = True
    return upper and lower and digit


p = nondet_str()
if strong(p):
    if p.lower() == p or p.upper() == p:
        reach_error()
    if p.isalpha() or p.isdigit():
        reach_error()
    if p[0].isspace() or p[-1].isspace():
        reach_error()
