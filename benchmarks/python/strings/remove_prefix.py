# expect: safe
"""Removing a prefix: when s starts with p the result r has p + r == s,
otherwise s is unchanged; r agrees with str.removeprefix and s ends with r."""


def remove_prefix(s, p):
    if s.startswith(p):
        return s[len(p):]
    return s


s = nondet_str()
p = nondet_str()
r = remove_prefix(s, p)
if r != s.removeprefix(p) or not s.endswith(r):
    reach_error()
if s.startswith(p) and p + r != s:
    reach_error()
if not s.startswith(p) and r != s:
    reach_error()
