# expect: safe
"""Rounding money to cents: 2.675 is stored just below 2.675, so round(2.675, 2)
is 2.67; the cents computed through ints are exact."""
price = 2.675
if not (round(price, 2) == 2.67):
    reach_error()
cents = round(price * 100)
if not (cents == 268 or cents == 267):
    reach_error()
total = 0
for _ in range(3):
    total += 199
if not (total / 100 == 5.97):
    reach_error()
