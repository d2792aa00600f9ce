# expect: unsafe
# fails when: t occurs at index 0 of s: find returns 0, which is false as a condition
# witness: 'a', 'a'
"""str.find: contains(s, t), written with find, agrees with `t in s`; the slice
at the index found is t, there is no earlier occurrence, and '' is found at 0."""


def contains(s, t):
    if s.find(t):
        return True
    return False


s = nondet_str()
t = nondet_str()
if contains(s, t) != (t in s):
    reach_error()
i = s.find(t)
if i >= 0 and s[i:i + len(t)] != t:
    reach_error()
if t != '' and i > 0 and t in s[:i + len(t) - 1]:
    reach_error()
if s.find('') != 0:
    reach_error()
