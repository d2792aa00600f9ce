# expect: safe
"""Changing case character by character (c.upper() may be longer than c: 'ß'
gives 'SS') builds exactly s.upper(), never shorter than s, and upper-casing
s + t is upper-casing s, then t: str.upper() maps each character on its own."""


def upper_each(s):
    out = ''
    for c in s:
        out += c.upper()
    return out


s = nondet_str()
t = nondet_str()
u = upper_each(s)
if u != s.upper():
    reach_error()
if len(u) < len(s):
    reach_error()
if upper_each(s + t) != u + upper_each(t):
    reach_error()
