# expect: safe
# An invariant in two phases, split on the loop's own test: while x < n, y == x;
# after, x + y == 2*n (loop-lit/gr2006 with a bound the input chooses).
from _sv_verifier import nondet_int, assume

n = nondet_int()
assume(n >= 1)
x = 0
y = 0
while True:
    if x < n:
        y += 1
    else:
        y -= 1
    if y < 0:
        break
    x += 1
assert x == 2 * n
