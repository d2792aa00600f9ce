# expect: unsafe
# fails when: s ends with two spaces or more: `if` for `while` removes only one of them
# witness: 'a  '
"""Stripping the spaces (only ' ') at both ends with two indices: the result has
no space at either end, occurs in s, is stripped already, and padding s with
spaces does not change it."""


def strip_spaces(s):
    lo = 0
    while lo < len(s) and s[lo] == ' ':
        lo = lo + 1
    hi = len(s)
    if hi > lo and s[hi - 1] == ' ':
        hi = hi - 1
    return s[lo:hi]


s = nondet_str()
t = strip_spaces(s)
if t != '' and (t[0] == ' ' or t[-1] == ' '):
    reach_error()
if t not in s:
    reach_error()
if strip_spaces(t) != t or strip_spaces(' ' + s + ' ') != t:
    reach_error()
