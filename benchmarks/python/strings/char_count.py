# expect: safe
"""Counting one character by indexing: the count of s + t is the sum of the
counts, it is at most len(s), and it is positive exactly when c occurs in s."""


def count(s, c):
    n = 0
    for i in range(len(s)):
        if s[i] == c:
            n = n + 1
    return n


s = nondet_str()
t = nondet_str()
c = nondet_str()
__VERIFIER_assume(len(c) == 1)
n = count(s, c)
if n > len(s):
    reach_error()
if (n > 0) != (c in s):
    reach_error()
if count(s + t, c) != n + count(t, c):
    reach_error()
