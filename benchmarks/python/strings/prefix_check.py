# expect: safe
"""A hand-written starts_with agrees with str.startswith and with comparing the
slice s[:len(p)], and p + s always starts with p."""


def starts_with(s, p):
    if len(p) > len(s):
        return False
    for i in range(len(p)):
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
