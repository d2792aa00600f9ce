# expect: unsafe
# fails when: always: the change is -1.1102230246251565e-16, and isclose(x, 0.0) holds only for x == 0
# witness:
"""The till tests that the bill is settled with math.isclose(change, 0.0): isclose's
tolerance is relative (1e-9 of the larger magnitude), so against 0.0 only 0.0 itself
is close, and a change of -1.1e-16 leaves the bill open."""
import math

total = 0.0
total += 0.10
total += 0.20
total += 0.30
paid = 0.60
change = paid - total
settled = math.isclose(change, 0.0)
if not settled:
    reach_error()
