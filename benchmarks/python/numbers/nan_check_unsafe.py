# expect: unsafe
# fails when: x is nan
# witness: float('nan')
"""Assuming every float is ordered against 0.0: nan is neither below, equal to nor
above it."""
x = nondet_float()
if not (x < 0.0 or x == 0.0 or x > 0.0):
    reach_error()
