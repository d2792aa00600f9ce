# expect: unsafe
"""The maximum of a list of floats whose first item is nan is nan: max keeps the
best so far unless a later item is greater, and nothing is greater than nan."""
x = nondet_float()
xs = [x, 1.0, 2.0]
m = max(xs)
if not (m >= 2.0):
    reach_error()
