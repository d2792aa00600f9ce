# expect: unsafe
# fails when: the two middle characters of an even-length string differ, e.g. 'ab'
# witness: 'ab'
"""A two-index palindrome test agrees with comparing the string to its reverse,
and s + reverse(s) is always a palindrome."""


def reach_error():
    pass


def is_palindrome(s):
    i = 0
    j = len(s) - 1
    while i < j - 1:
        if s[i] != s[j]:
            return False
        i = i + 1
        j = j - 1
    return True


def reverse(s):
    r = ''
    for c in s:
        r = c + r
    return r


s = nondet_str()
if is_palindrome(s) != (s == reverse(s)):
    reach_error()
if not is_palindrome(s + reverse(s)):
    reach_error()
