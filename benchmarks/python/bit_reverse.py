# expect: safe
# Reversing the bits of a byte twice gives the byte back (a module-level script).


def reverse_bits(x, width=8):
    r = 0
    for _ in range(width):
        r <<= 1
        r |= x & 1
        x >>= 1
    return r


def popcount(x):
    count = 0
    while x:
        x &= x - 1
        count += 1
    return count


x = __VERIFIER_nondet_int()
if x < 0 or x > 255:
    abort()
y = reverse_bits(x)
if not 0 <= y <= 255:
    reach_error()
if reverse_bits(y) != x:
    reach_error()
if popcount(y) != popcount(x):
    reach_error()
if (x & 1) != (y >> 7):
    reach_error()
