# expect: unsafe
# reversed(range(n)) and reversed(range(a, b)) count down through the same values.
n = __VERIFIER_nondet_int()
__VERIFIER_assume(0 <= n <= 6)
s = 0
for i in reversed(range(n)):
    s = s * 2 + i
for j in reversed(range(2, n + 1)):
    s = s - j
assert s != 5, f"s = {s}"
