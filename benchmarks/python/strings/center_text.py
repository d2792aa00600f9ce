# expect: safe
"""Centring with str.center(width): the result has max(width, len(s))
characters, s sits at some offset k with only spaces around it, and the spaces
on the two sides differ by at most one (which side gets the extra one depends
on the parity of width)."""

s = nondet_str()
width = __VERIFIER_nondet_int()
__VERIFIER_assume(0 <= width <= 12)
c = s.center(width)
if len(c) != max(width, len(s)):
    reach_error()
pad = len(c) - len(s)
k = pad // 2
if c[k:k + len(s)] != s or c[:k] != ' ' * k:
    k = pad - pad // 2
if c[k:k + len(s)] != s or c[:k] != ' ' * k or c[k + len(s):] != ' ' * (pad - k):
    reach_error()
