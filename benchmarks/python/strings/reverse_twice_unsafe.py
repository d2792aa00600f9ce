# expect: unsafe
# fails when: s is not empty: the loop stops before index 0, so the first character is lost
# witness: 'a'
"""Reversing a string by indexing from the end: the reverse has the same length,
swaps the first and last characters, and reversing twice gives the string back,
whatever the string (any length, any code points)."""


def reverse(s):
    r = ''
    i = len(s) - 1
    while i > 0:
        r = r + s[i]
        i = i - 1
    return r


s = nondet_str()
r = reverse(s)
if len(r) != len(s):
    reach_error()
if reverse(r) != s:
    reach_error()
if s != '' and (r[0] != s[-1] or r[-1] != s[0]):
    reach_error()
