# expect: unsafe
# fails when: always: 7 * 0.3048 / 0.3048 is 6.999999999999999
# witness:
"""Converting feet to metres and back, expecting the same number of feet exactly:
7 ft is 2.1336 m, and 2.1336 / 0.3048 is 6.999999999999999: the two roundings do
not cancel."""
FOOT = 0.3048

for feet in range(1, 21):
    metres = feet * FOOT
    back = metres / FOOT
    if not (back == feet):
        reach_error()
