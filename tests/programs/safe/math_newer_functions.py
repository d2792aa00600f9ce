# expect: safe
"""CPython 3.11's newer math functions, each called only where it cannot fail: the
solver knows their failures exactly (acosh below 1, atanh from 1 on, log1p from
-1 down, gamma's poles and overflow thresholds, remainder's nan cases, the int
functions' negative arguments and size bounds)."""
import math

x = nondet_float()
y = nondet_float()
n = nondet_int()
k = nondet_int()
if x >= 1.0:
    math.acosh(x)
if x > -1.0 and x < 1.0:
    math.atanh(x)
if x > -1.0:
    math.log1p(x)
if x > 1e-300 and x < 171.5:
    math.gamma(x)
if x > 0.0 and x < 1e300:
    math.lgamma(x)
if x <= 709.782712893384:
    math.expm1(x)
if x < 1024.0:
    math.exp2(x)
math.erf(x)
math.erfc(x)
math.cbrt(x)
math.asinh(x)
math.ulp(x)
math.nextafter(x, y)
if y != 0.0 and not math.isinf(x):
    math.remainder(x, y)
if n >= 0 and n <= 1000:
    math.factorial(n)
    math.isqrt(n)
    if k >= 0 and k <= 60:
        math.comb(n, k)
        math.perm(n, k)
math.gcd(n, k, 6)
math.lcm(n, k)
