# expect: unsafe
# fails when: s is not empty: a new character is never added to seen (so 'aa' is counted twice, and no character is in seen)
# witness: 'aa'
"""A histogram of the characters of s: the distinct characters are collected in
a string `seen` (a character is new when it is not `in seen`), and their counts
(str.count) add up to len(s); each character occurs once in seen."""

s = nondet_str()
seen = ''
total = 0
for c in s:
    if c not in seen:
        total += s.count(c)
if total != len(s) or len(seen) > len(s):
    reach_error()
for c in seen:
    if seen.count(c) != 1 or c not in s:
        reach_error()
for c in s:
    if c not in seen:
        reach_error()
