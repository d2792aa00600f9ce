# expect: safe
# An int | None given a nondet value, and the module's one set from a loop of a
# function through 'global'.
last = None


def scan(n):
    global last
    for last in range(n):
        pass


seen = None
if __VERIFIER_nondet_bool():
    seen = __VERIFIER_nondet_int()
if seen is not None:
    assert abs(seen) >= 0
scan(3)
assert last == 2
