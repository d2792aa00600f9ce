# expect: unsafe
# fails when: s has a non-ASCII character that isalnum() accepts but identifiers do not, e.g. 'a²' or '½'
# witness: 'a²'
"""Validating names with isascii, isalnum and isdigit (letters, digits and '_',
not starting with a digit): every accepted name is a Python identifier
(str.isidentifier), also with its letters upper-cased or '_2' appended."""


def simple_name(s):
    if s == '':
        return False
    if s[0].isdigit():
        return False
    for c in s:
        if not (c.isalnum() or c == '_'):
            return False
    return True


s = nondet_str()
if simple_name(s):
    if not s.isidentifier():
        reach_error()
    if not s.upper().isidentifier() or not (s + '_2').isidentifier():
        reach_error()
    if not (s[0].isalpha() or s[0] == '_'):
        reach_error()
