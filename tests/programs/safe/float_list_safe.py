# expect: safe
"""A list of floats holds each float's bits: -0.0 stays -0.0, nan stays nan, and
its items compare, add, sort and pick as floats (sum is 0.0 + x0 + x1 + ...)."""
xs = [2.5, -0.0, 1.25]
if str(xs[1]) != "-0.0" or xs[1] != 0.0:
    reach_error()
xs.append(float("nan"))
n = xs.pop()
if n == n:
    reach_error()
if sum(xs) != 3.75 or min(xs) != -0.0 or max(xs) != 2.5:
    reach_error()
ys = sorted(xs)
if ys[0] != -0.0 or ys[2] != 2.5:
    reach_error()
x = nondet_float()
assume(x >= 0.0 and x <= 10.0)
zs: list[float] = []
zs.append(x)
zs[0] += 1.0
if not (zs[0] >= 1.0 and zs[0] <= 11.0):
    reach_error()
