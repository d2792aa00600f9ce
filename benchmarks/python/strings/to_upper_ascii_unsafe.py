# expect: unsafe
# fails when: s has a character above 'z' such as 'é' (-> 'É', then '©'): the range has no upper bound
# witness: 'é'
"""Upper-casing the ASCII letters with ord/chr: the length is kept, no lowercase
ASCII letter is left, a character either stays or moves down by 32, and doing it
twice changes nothing."""


def to_upper(s):
    out = ''
    for c in s:
        if c >= 'a':
            c = chr(ord(c) - 32)
        out = out + c
    return out


s = nondet_str()
u = to_upper(s)
if len(u) != len(s):
    reach_error()
for i in range(len(s)):
    if 'a' <= u[i] <= 'z':
        reach_error()
    if u[i] != s[i] and ord(s[i]) - ord(u[i]) != 32:
        reach_error()
if to_upper(u) != u:
    reach_error()
