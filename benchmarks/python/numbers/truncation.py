# expect: safe
"""int() truncates toward zero: for x in [0, 1000], n = int(x) has n <= x < n + 1,
and for the negated value int() gives -n."""
x = nondet_float()
assume(0.0 <= x <= 1000.0)
n = int(x)
if not (n <= x < n + 1):
    reach_error()
if not (int(-x) == -n):
    reach_error()
