# expect: unsafe
# fails when: x is inf or -inf: inf - inf is nan, and nan <= tol is False
# witness: float('inf')
"""Comparing floats with only abs(a - b) <= tol: an infinity is not nearly equal to
itself, since inf - inf is nan and every comparison with nan is False."""
import math


def nearly_equal(a, b, tol=1e-9):
    return abs(a - b) <= tol


x = nondet_float()
assume(x == x)
if not nearly_equal(x, x):
    reach_error()
if not (nearly_equal(x, math.inf) == (x == math.inf)):
    reach_error()
