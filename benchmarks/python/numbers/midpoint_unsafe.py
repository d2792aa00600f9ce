# expect: unsafe
# fails when: lo + hi is beyond the largest double (1.8e308), e.g. 1e308 + 1.5e308: the sum is inf
# witness: 1e308, 1.5e308
"""The midpoint (lo + hi) / 2 of an interval of finite floats only known to be
ordered: for values near the largest double lo + hi overflows to inf, and so does
the midpoint, outside [lo, hi]."""
import math

lo = nondet_float()
hi = nondet_float()
assume(math.isfinite(lo) and math.isfinite(hi))
assume(lo <= hi)
mid = (lo + hi) / 2
if not (lo <= mid <= hi):
    reach_error()
