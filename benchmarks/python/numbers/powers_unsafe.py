# expect: unsafe
# fails when: always: 10.0 ** 23 is 99999999999999991611392.0
# witness:
"""Expecting 10 ** 20 and 10.0 ** 20 to differ only in type: 10.0 ** 20 is exact
too, but 10.0 ** 23 is not 10 ** 23 (the double is 99999999999999991611392)."""
if not (10.0 ** 23 == 10 ** 23):
    reach_error()
