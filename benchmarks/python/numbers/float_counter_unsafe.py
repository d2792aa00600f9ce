# expect: unsafe
# fails when: always: 9007199254740992.0 + 1 is 9007199254740992.0, the same id again
# witness:
"""A record counter kept as a float: from 2**53 on, adding 1 rounds back to the same
value (ties to even), so the counter issues the same id twice."""
counter = float(2 ** 53)
last = counter
for _ in range(3):
    counter += 1
    if not (counter > last):
        reach_error()
    last = counter
