# expect: unsafe
# The same script with a wider clamp: five steps of 3 pass the limit.
limit = 5
count = 0


def bump(step):
    global count
    count = count + step
    return count <= limit * 2


def clamp(x, lo, hi):
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x


ok = True
for i in range(limit):
    s = clamp(__VERIFIER_nondet_int(), 0, 3)
    ok = bump(s) and ok
if not ok:
    reach_error()
