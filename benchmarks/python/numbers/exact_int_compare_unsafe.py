# expect: unsafe
# fails when: always: float(2**53 + 1) is 2**53
# witness:
"""Comparing a big int with its float as if the int were rounded first:
2**53 + 1 == float(2**53 + 1) is False in Python."""
n = 2 ** 53 + 1
if not (n == float(n)):
    reach_error()
