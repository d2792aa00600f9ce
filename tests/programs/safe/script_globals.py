# expect: safe
# A script: module-level code runs in order, functions are unannotated (their types
# come from the calls), read module variables and write them with `global`.
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
    s = clamp(__VERIFIER_nondet_int(), 0, 2)
    ok = bump(s) and ok
assert count <= 2 * limit
if not ok:
    reach_error()
print(count)
