# expect: safe
# Bitwise operators and shifts on Python's unbounded ints (negative numbers as
# infinite two's complement), and bools in arithmetic.
FLAGS = 1 | 4
LOW = ~FLAGS & 7


def bit(x, k):
    return (x >> k) & 1


x = __VERIFIER_nondet_int()
y = __VERIFIER_nondet_int()
__VERIFIER_assume(-100 <= x <= 100 and -100 <= y <= 100)
k = __VERIFIER_nondet_int()
__VERIFIER_assume(0 <= k <= 5)
assert x ^ y == (x | y) - (x & y)
assert ~x == -x - 1
assert x >> 1 == x // 2
assert x << k == x * (1 << k)
assert bit(x, k) == (x // (1 << k)) % 2
assert x & 7 == x % 8
assert x & -8 == x - x % 8
assert LOW == 2
m = x
m |= FLAGS
m &= ~4
m ^= 3
assert m & 1 == 0
neg = x < 0
assert neg + (x >= 0) == 1
assert True + True == 2 and -True == -1 and ~False == -1
assert (x < 0) & (y < 0) == (x < 0 and y < 0)
assert (x < 0) ^ (y < 0) == ((x < 0) != (y < 0))
count = 0
count += x > y
count += y > x
assert count == (x != y)
assert (neg < 1) == (not neg)
