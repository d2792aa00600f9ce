# expect: safe
"""ends_with compares from the end with negative indices and agrees with
str.endswith; last(s, n), the last n characters, has min(n, len(s)) of them, also
for n = 0."""


def ends_with(s, p):
    if len(p) > len(s):
        return False
    i = 1
    while i <= len(p):
        if s[-i] != p[-i]:
            return False
        i = i + 1
    return True


def last(s, n):
    return s[len(s) - n:] if n <= len(s) else s


s = nondet_str()
p = nondet_str()
if ends_with(s, p) != s.endswith(p):
    reach_error()
n = len(p)
if len(last(s, n)) != min(n, len(s)):
    reach_error()
if not ends_with(s, last(s, n)) or not ends_with(s + p, p):
    reach_error()
