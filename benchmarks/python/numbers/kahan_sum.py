# expect: safe
"""Kahan's compensated summation of 0.1, a thousand times: the running
compensation c holds the low-order bits each addition loses, and the sum comes
out as 100.0 exactly (the plain loop gives 99.9999999999986)."""
total = 0.0
c = 0.0
for _ in range(1000):
    y = 0.1 - c
    t = total + y
    c = (t - total) - y
    total = t
if not (total == 100.0):
    reach_error()
plain = 0.0
for _ in range(1000):
    plain += 0.1
if not (abs(plain - 100.0) < 1e-11):
    reach_error()
