# expect: safe
"""A naive substring search: it finds t exactly when `t in s` says so, and the
slice at the index it returns is t (the empty string is found at 0)."""


def find(s, t):
    i = 0
    while i + len(t) <= len(s):
        if s[i:i + len(t)] == t:
            return i
        i = i + 1
    return -1


s = nondet_str()
t = nondet_str()
i = find(s, t)
if (i >= 0) != (t in s):
    reach_error()
if i >= 0 and s[i:i + len(t)] != t:
    reach_error()
if find(s + t, t) < 0 or find(s, '') != 0:
    reach_error()
