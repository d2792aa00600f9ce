# expect: unsafe
# The least and greatest reading so far, None before the first: the loop's
# invariant relates the Optional's value to the counter and the running total
# (`lo is None or lo * k <= total`), which no path constraint states. The bug:
# every reading the same and not 0 makes `lo * n == total`.
from _sv_verifier import nondet_int, assume

n = nondet_int()
assume(1 <= n <= 8)
lo = None
hi = None
total = 0
for k in range(n):
    x = nondet_int()
    assume(-20 <= x <= 20)
    total += x
    if lo is None or x < lo:
        lo = x
    if hi is None or x > hi:
        hi = x
assert lo is not None and hi is not None
assert lo * n < total or total == 0
