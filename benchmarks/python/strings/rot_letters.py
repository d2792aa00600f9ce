# expect: safe
"""Rotating the ASCII letters by k (upper and lower case separately, with
isascii/isalpha/islower): rotating back by 26 - k gives the text back and the
length is kept. Non-ASCII letters such as 'é' are left alone."""


def rotate(s, k):
    out = ''
    for c in s:
        if c.isascii() and c.isalpha():
            base = ord('a') if c.islower() else ord('A')
            out += chr((ord(c) - base + k) % 26 + base)
        else:
            out += c
    return out


s = nondet_str()
k = __VERIFIER_nondet_int()
__VERIFIER_assume(0 <= k <= 25)
e = rotate(s, k)
if len(e) != len(s):
    reach_error()
if rotate(e, 26 - k) != s:
    reach_error()
if rotate(s, 0) != s:
    reach_error()
