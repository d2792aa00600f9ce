# expect: unsafe
# fails when: always: ten tenths add up to 0.9999999999999999
# witness:
"""Summing ten tenths and expecting exactly 1.0: the sum is 0.9999999999999999."""
t = 0.0
for _ in range(10):
    t += 0.1
if not (t == 1.0):
    reach_error()
