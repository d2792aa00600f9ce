# expect: unsafe
# The flag is True for x > 10, but the caller expects it from x >= 10.
def check(x):
    return x * 2, x > 10


x = __VERIFIER_nondet_int()
double, big = check(x)
if x >= 10:
    assert big, f"{x} should be big"
