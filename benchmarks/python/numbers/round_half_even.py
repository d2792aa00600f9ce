# expect: safe
"""Marks given in half points (n / 2 for n in [-1000, 1000]; negative ones are
penalties) rounded to whole points with round(): Python rounds a tie to the even
neighbour (banker's rounding), so round(0.5) is 0 and round(1.5) is 2. The
rounded mark is within 0.5 of the mark, between its floor and its ceiling, and
even whenever the mark is a tie."""
import math

n = nondet_int()
assume(-1000 <= n <= 1000)
mark = n / 2
points = round(mark)
if not (abs(points - mark) <= 0.5):
    reach_error()
if not (math.floor(mark) <= points <= math.ceil(mark)):
    reach_error()
if mark - math.floor(mark) == 0.5:
    if not (points % 2 == 0):
        reach_error()
