# expect: safe
"""0.1 + 0.2 is not 0.3 in binary floating point, but math.isclose says they are
close, and summing ten tenths stays within 1e-15 of 1."""
import math
if not (0.1 + 0.2 != 0.3):
    reach_error()
if not (math.isclose(0.1 + 0.2, 0.3)):
    reach_error()
t = 0.0
for _ in range(10):
    t += 0.1
if not (abs(t - 1.0) < 1e-15):
    reach_error()
