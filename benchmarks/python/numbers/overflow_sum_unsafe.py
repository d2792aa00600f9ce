# expect: unsafe
# fails when: both readings are near the largest double: 1e308 + 1e308 is inf
# witness: 1e308, 1e308
"""Two readings validated only with math.isfinite: finite is not small, and the sum
of two finite floats overflows to inf when both are near 1.8e308."""
import math

a = nondet_float()
b = nondet_float()
assume(math.isfinite(a))
assume(math.isfinite(b))
total = a + b
if not math.isfinite(total):
    reach_error()
