# expect: unsafe
# fails when: x is nan: max(nan, 0.0) keeps nan, and nan is not in [0, 1]
# witness: float('nan')
"""Clamping without ruling out nan: max(nan, 0.0) is nan (the first argument is
kept unless a later one is greater), so the result is not in [0, 1]."""
x = nondet_float()
y = min(max(x, 0.0), 1.0)
if not (0.0 <= y <= 1.0):
    reach_error()
