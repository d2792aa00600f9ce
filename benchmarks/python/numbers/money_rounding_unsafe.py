# expect: unsafe
# fails when: always: round(2.675, 2) is 2.67
# witness:
"""Rounding money to cents as if floats were decimal: round(2.675, 2) == 2.68
fails in CPython (2.675 is stored as 2.67499999999999982236431605997495353221893310546875)."""
price = 2.675
if not (round(price, 2) == 2.68):
    reach_error()
