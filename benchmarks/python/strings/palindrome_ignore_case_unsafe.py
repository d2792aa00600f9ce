# expect: unsafe
# fails when: lower() changes the length or depends on the position: 'İ'.lower() is 'i' + a combining dot, 'ΣΑΣ'.lower() is 'σας'
# witness: 'İ'
"""A palindrome test that ignores case, comparing the text lower-cased with its
reverse: s + s[::-1] is always such a palindrome, every exact palindrome is one,
and s is one exactly when s[::-1] is."""


def is_palindrome(s):
    t = s.lower()
    return t == t[::-1]


s = nondet_str()
if not is_palindrome(s + s[::-1]):
    reach_error()
if s == s[::-1] and not is_palindrome(s):
    reach_error()
if is_palindrome(s) != is_palindrome(s[::-1]):
    reach_error()
