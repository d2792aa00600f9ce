# expect: unsafe
# fails when: both the padding and width are odd, e.g. 'ab'.center(5) == '  ab ': the extra space goes to the left
# witness: 'ab', 5
"""Centring with str.center(width): the result has max(width, len(s))
characters, s sits at offset (width - len(s)) // 2 with only spaces around it,
and the extra space of an odd padding goes to the right."""

s = nondet_str()
width = __VERIFIER_nondet_int()
__VERIFIER_assume(0 <= width <= 12)
c = s.center(width)
if len(c) != max(width, len(s)):
    reach_error()
pad = len(c) - len(s)
k = pad // 2
if c[k:k + len(s)] != s or c[:k] != ' ' * k or c[k + len(s):] != ' ' * (pad - k):
    reach_error()
