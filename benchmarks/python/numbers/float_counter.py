# expect: safe
"""A record counter kept as an int goes on counting past 2**53, where doubles are 2
apart: adding 1.0 to float(2**53) gives float(2**53) back, but the int counter
reaches 2**53 + 3 after three increments, and every id it issued is distinct."""
start = 2 ** 53
f = float(start)
if not (f + 1.0 == f):
    reach_error()
counter = start
last = counter
for _ in range(3):
    counter += 1
    if not (counter > last):
        reach_error()
    last = counter
if not (counter == 2 ** 53 + 3):
    reach_error()
