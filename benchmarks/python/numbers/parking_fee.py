# expect: safe
"""A car park bills every started hour: 2 per hour, at most 20 a day. For a stay of
h hours in (0, 24], math.ceil(h) hours are billed: billed - 1 < h <= billed."""
import math

hours = nondet_float()
assume(0.0 < hours <= 24.0)
billed = math.ceil(hours)
if not (billed - 1 < hours <= billed):
    reach_error()
fee = min(2 * billed, 20)
if not (2 <= fee <= 20):
    reach_error()
