# expect: unsafe
# fails when: always: with + y the compensation grows instead of cancelling, and the sum diverges
# witness:
"""Kahan's summation with the compensation's sign wrong, c = (t - total) + y: c is
then about twice the term instead of the bits lost, the next term 0.1 - c feeds it
back, and the sum diverges (-2.4e299 after a thousand terms)."""
total = 0.0
c = 0.0
for _ in range(1000):
    y = 0.1 - c
    t = total + y
    c = (t - total) + y
    total = t
if not (abs(total - 100.0) < 1e-11):
    reach_error()
