# expect: safe
"""Integer powers: an int to a non-negative int literal is an exact int, a negative
exponent gives a float, and a float power of an int agrees with math.pow."""
import math
if not (2 ** 10 == 1024):
    reach_error()
if not (10 ** 20 == 100000000000000000000):
    reach_error()
if not (2 ** -2 == 0.25):
    reach_error()
if not ((-2) ** 3 == -8):
    reach_error()
if not (2.0 ** 0.5 == math.sqrt(2.0)):
    reach_error()
k = nondet_int()
assume(0 <= k <= 30)
if not (k ** 2 >= k):
    reach_error()
