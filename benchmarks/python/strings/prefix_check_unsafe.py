# expect: unsafe
# fails when: p is longer than s and s is a prefix of p, e.g. s = '', p = 'a'
# witness: '', 'a'
"""A hand-written starts_with agrees with str.startswith and with comparing the
slice s[:len(p)], and p + s always starts with p."""


def starts_with(s, p):
    n = len(p)
    if len(s) < n:
        n = len(s)
    for i in range(n):
        if s[i] != p[i]:
            return False
    return True


s = nondet_str()
p = nondet_str()
b = starts_with(s, p)
if b != s.startswith(p):
    reach_error()
if b != (s[:len(p)] == p):
    reach_error()
if not starts_with(p + s, p):
    reach_error()
