# expect: unsafe
# fails when: s has a capital sigma ending a word, e.g. 'AΣ': s.lower() gives the final form 'ς', c.lower() gives 'σ'
# witness: 'AΣ', ''
"""Changing case character by character (c.lower() may be longer than c: 'İ'
gives 'i̇') builds exactly s.lower(), never shorter than s, and lower-casing
s + t is lower-casing s, then t: str.lower() maps each character on its own."""


def lower_each(s):
    out = ''
    for c in s:
        out += c.lower()
    return out


s = nondet_str()
t = nondet_str()
u = lower_each(s)
if u != s.lower():
    reach_error()
if len(u) < len(s):
    reach_error()
if lower_each(s + t) != u + lower_each(t):
    reach_error()
