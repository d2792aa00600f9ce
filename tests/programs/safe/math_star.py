# expect: safe
"""`from math import *` binds every public name of math, `pow` too: math.pow
gives a float where the built-in gives an int."""
from math import *

x = pow(2, 10)
if not isinstance(x, float) or x != 1024.0:
    reach_error()
if sin(0.0) != 0.0 or floor(2.5) != 2 or e <= 2.7:
    reach_error()
