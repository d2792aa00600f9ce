# expect: safe
"""1000 at 5 % a year for 10 years, compounded year by year in a loop, agrees with
the closed form 1000 * 1.05 ** 10 to within 1e-9 (the two round differently: they
are 1628.8946267774422 and 1628.894626777442), and both are 1628.89 in cents."""
PRINCIPAL = 1000.0
RATE = 0.05
YEARS = 10

balance = PRINCIPAL
for year in range(YEARS):
    balance = balance * (1 + RATE)
closed = PRINCIPAL * (1 + RATE) ** YEARS
if not (abs(balance - closed) < 1e-9):
    reach_error()
if not (round(balance, 2) == 1628.89 and round(closed, 2) == 1628.89):
    reach_error()
if not (balance > PRINCIPAL):
    reach_error()
