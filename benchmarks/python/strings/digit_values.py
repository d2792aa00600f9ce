# expect: safe
"""Parsing a number digit by digit with ord(c) - ord('0'): every digit value is in
0..9, the result is what int() says, and str() of it is the input without its
leading zeros."""


def parse_digits(s):
    if s == '':
        return -1
    n = 0
    for c in s:
        if not ('0' <= c <= '9'):
            return -1
        d = ord(c) - ord('0')
        if d < 0 or d > 9:
            reach_error()
        n = n * 10 + d
    return n


s = nondet_str()
__VERIFIER_assume(len(s) <= 12)  # int() refuses over 4300 digits
v = parse_digits(s)
if v >= 0:
    if v != int(s):
        reach_error()
    if str(v) != (s.lstrip('0') or '0'):
        reach_error()
