# expect: unsafe
# A shift by a negative count raises ValueError.
def low_bits(x, n):
    return x & ((1 << n) - 1)


v = __VERIFIER_nondet_int()
n = __VERIFIER_nondet_int()
__VERIFIER_assume(0 <= v <= 255 and -2 <= n <= 8)
r = low_bits(v, n)
assert r <= v
