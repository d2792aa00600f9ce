# expect: safe
"""A till sums three items (0.10, 0.20 and 0.30) and takes 0.60: the change due is
0.6 - 0.6000000000000001, about -1.1e-16, not 0.0. The bill is settled when the
change is below half a cent in magnitude; math.isclose is right for comparing the
two amounts, but near zero its relative tolerance is no tolerance at all."""
import math

total = 0.0
total += 0.10
total += 0.20
total += 0.30
paid = 0.60
change = paid - total
if not (change != 0.0):
    reach_error()
settled = abs(change) < 0.005
if not settled:
    reach_error()
if not math.isclose(paid, total):
    reach_error()
if not (math.isclose(change, 0.0) == (change == 0.0)):
    reach_error()
