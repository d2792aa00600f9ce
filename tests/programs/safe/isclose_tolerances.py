# expect: safe
"""math.isclose with rel_tol and abs_tol (an int tolerance read as a float), and
the ValueError CPython raises for a negative tolerance."""
import math

if not math.isclose(1.0, 1.05, rel_tol=0.1) or math.isclose(1.0, 1.05):
    reach_error()
if not math.isclose(0.0, 1e-12, abs_tol=1e-9) or not math.isclose(1.0, 1.0 + 1e-7, rel_tol=1e-6, abs_tol=0):
    reach_error()
x = nondet_float()
assume(x >= 0.0 and x <= 1.0)
if not math.isclose(x, x, abs_tol=1e-9):
    reach_error()
try:
    math.isclose(1.0, 2.0, rel_tol=-1.0)
    reach_error()
except ValueError:
    pass
try:
    math.isclose(1.0, 2.0, abs_tol=10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000)
    reach_error()
except OverflowError:
    pass
