# expect: unsafe
# fails when: a letter is shifted past 'z' (no wrap-around), e.g. s = 'z', k = 1 gives '{'
# witness: 'z', 1
"""Caesar cipher on the lowercase ASCII letters (other characters are kept):
shifting by k and then by 26 - k gives the text back, the length is kept and a
character is a letter exactly when its image is."""


def shift(s, k):
    out = ''
    for c in s:
        if 'a' <= c <= 'z':
            out = out + chr(ord(c) + k)
        else:
            out = out + c
    return out


s = nondet_str()
k = __VERIFIER_nondet_int()
__VERIFIER_assume(0 <= k < 26)
e = shift(s, k)
if len(e) != len(s):
    reach_error()
if shift(e, 26 - k) != s:
    reach_error()
for i in range(len(s)):
    if ('a' <= s[i] <= 'z') != ('a' <= e[i] <= 'z'):
        reach_error()
