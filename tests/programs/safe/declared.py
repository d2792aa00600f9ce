# expect: safe
# Annotations without a value declare a local's type; the assignments come later.
def count_positive(a, b, c):
    n: int
    found: bool
    n = 0
    for v in (a, b, c):
        if v > 0:
            n += 1
    found = n > 0
    return n, found


x = __VERIFIER_nondet_int()
n, found = count_positive(x, -x, 1)
assert found and 1 <= n <= 2
