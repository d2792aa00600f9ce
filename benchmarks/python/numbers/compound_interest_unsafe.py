# expect: unsafe
# fails when: always: the loop gives 1628.8946267774422, the closed form 1628.894626777442
# witness:
"""Checking the year-by-year loop against the closed form with ==: the loop rounds
ten times, ** once, and the last bits differ."""
PRINCIPAL = 1000.0
RATE = 0.05
YEARS = 10

balance = PRINCIPAL
for year in range(YEARS):
    balance = balance * (1 + RATE)
closed = PRINCIPAL * (1 + RATE) ** YEARS
if not (balance == closed):
    reach_error()
