# expect: safe
"""Comparing floats with a tolerance: nearly_equal(a, b) tests a == b first, so that
two equal infinities (where a - b is nan) count as equal. Every value but nan is
nearly equal to itself, and nothing but inf is nearly equal to inf (a finite x
minus inf is -inf, whose abs is above any tolerance)."""
import math


def nearly_equal(a, b, tol=1e-9):
    return a == b or abs(a - b) <= tol


x = nondet_float()
assume(x == x)
if not nearly_equal(x, x):
    reach_error()
if not (nearly_equal(x, math.inf) == (x == math.inf)):
    reach_error()
