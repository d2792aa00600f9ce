# expect: safe
"""A banner: the text upper-cased, then padded with spaces to at least `width`
characters. Its length is max(width, len(s.upper())) and it starts with
s.upper(); s.upper() is as long as the upper-cased characters together, never
shorter than s."""

import random


def banner(s, width):
    u = s.upper()
    return u + ' ' * (width - len(u))


s = nondet_str()
width = random.randint(0, 12)
b = banner(s, width)
if len(b) != max(width, len(s.upper())) or not b.startswith(s.upper()):
    reach_error()
n = 0
for c in s:
    n += len(c.upper())
if n != len(s.upper()) or n < len(s):
    reach_error()
