# expect: unsafe
# fails when: the mark is a tie with an even floor, e.g. 0.5: round(0.5) is 0, not 1
# witness: 1
"""Marks in half points rounded with round(), expecting a half point to be rounded
up as at school: Python's round() takes a tie to the even neighbour, so 0.5 gives
0 and 2.5 gives 2."""
import math

n = nondet_int()
assume(-1000 <= n <= 1000)
mark = n / 2
points = round(mark)
if mark - math.floor(mark) == 0.5:
    if not (points == math.floor(mark) + 1):
        reach_error()
