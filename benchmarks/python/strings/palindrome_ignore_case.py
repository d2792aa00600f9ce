# expect: safe
"""A palindrome test that ignores case, comparing the characters at i and j
(equal, or equal after upper()): s + s[::-1] is always such a palindrome, every
exact palindrome is one, and s is one exactly when s[::-1] is."""


def same_letter(a, b):
    return a == b or a.upper() == b.upper()


def is_palindrome(s):
    i = 0
    j = len(s) - 1
    while i < j:
        if not same_letter(s[i], s[j]):
            return False
        i += 1
        j -= 1
    return True


s = nondet_str()
if not is_palindrome(s + s[::-1]):
    reach_error()
if s == s[::-1] and not is_palindrome(s):
    reach_error()
if is_palindrome(s) != is_palindrome(s[::-1]):
    reach_error()
