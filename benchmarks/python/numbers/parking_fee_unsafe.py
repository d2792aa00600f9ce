# expect: unsafe
# fails when: the stay is a whole number of hours: int(2.0) + 1 bills 3 hours
# witness: 2.0
"""Billing every started hour with int(hours) + 1 instead of math.ceil(hours): a stay
of exactly 2 hours is billed 3."""
hours = nondet_float()
assume(0.0 < hours <= 24.0)
billed = int(hours) + 1
if not (billed - 1 < hours <= billed):
    reach_error()
