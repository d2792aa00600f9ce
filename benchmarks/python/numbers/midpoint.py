# expect: safe
"""The midpoint of a search interval 0 <= lo <= hi <= 1e6 on floats, (lo + hi) / 2,
lies in the interval: lo + hi rounds to a value between 2*lo and 2*hi (both
representable, and rounding is monotone), and halving keeps it between lo and hi,
subnormals included."""
lo = nondet_float()
hi = nondet_float()
assume(0.0 <= lo <= hi <= 1e6)
mid = (lo + hi) / 2
if not (lo <= mid <= hi):
    reach_error()
