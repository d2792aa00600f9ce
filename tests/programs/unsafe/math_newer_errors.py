# expect: unsafe
"""gamma overflows from 171.6243769563027 on (OverflowError), lgamma fails at the
integers up to 0 (ValueError), comb of a negative n is a ValueError: each is
reachable. The failures are stated to the solver exactly (on random floats the
differential tests hold them to the concrete runs)."""
import math

x = nondet_float()
n = nondet_int()
if x > 100.0 and x < 200.0:
    math.gamma(x)
if x < 0.5:
    math.lgamma(x)
if x > -3.0:
    math.acosh(x)
    math.atanh(x)
    math.log1p(x)
if n < 10:
    math.comb(n, 2)
    math.factorial(n)
