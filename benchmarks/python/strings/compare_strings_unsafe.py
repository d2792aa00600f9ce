# expect: unsafe
# fails when: a is a proper prefix of b, e.g. a = '', b = 'a': the shorter string is not called smaller
# witness: '', 'a'
"""Lexicographic order by code points, written out: less(a, b) is a < b, it is
irreflexive and asymmetric, and a is below a + b unless b is empty."""


def less(a, b):
    i = 0
    while i < len(a) and i < len(b):
        if a[i] != b[i]:
            return ord(a[i]) < ord(b[i])
        i = i + 1
    return False


a = nondet_str()
b = nondet_str()
if less(a, b) != (a < b):
    reach_error()
if less(a, a) or (less(a, b) and less(b, a)):
    reach_error()
if less(a, a + b) != (b != ''):
    reach_error()
