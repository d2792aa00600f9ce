# expect: safe
"""Comparing strings without regard to case by upper-casing both: the relation
is reflexive and symmetric, a string equals its own upper-case form, and
appending equal strings keeps strings equal."""


def same_ignoring_case(a, b):
    return a.upper() == b.upper()


a = nondet_str()
b = nondet_str()
r = same_ignoring_case(a, b)
if r != same_ignoring_case(b, a) or not same_ignoring_case(a, a):
    reach_error()
if not same_ignoring_case(a, a.upper()):
    reach_error()
if r and not same_ignoring_case(a + 'x', b + 'X'):
    reach_error()
