# expect: unsafe
# fails when: s is empty: the loop has nothing to reject and the function says valid
# witness: ''
"""Validating identifiers by hand (ASCII letters, '_' and digits, not starting
with a digit): a valid one is not empty, has no space or '-', stays valid with
'_1' appended, and becomes invalid with a digit in front."""


def is_letter(c):
    return 'a' <= c <= 'z' or 'A' <= c <= 'Z' or c == '_'


def is_digit(c):
    return '0' <= c <= '9'


def valid_identifier(s):
    for i in range(len(s)):
        if i == 0 and not is_letter(s[i]):
            return False
        if not is_letter(s[i]) and not is_digit(s[i]):
            return False
    return True


s = nondet_str()
if valid_identifier(s):
    if len(s) == 0 or is_digit(s[0]):
        reach_error()
    if ' ' in s or '-' in s:
        reach_error()
    if not valid_identifier(s + '_1') or valid_identifier('1' + s):
        reach_error()
