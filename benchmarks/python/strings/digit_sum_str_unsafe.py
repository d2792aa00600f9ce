# expect: unsafe
# fails when: n is negative: the arithmetic loop starts from n, not abs(n), and does not run
# witness: -7
"""The digit sum of an int, twice: over the characters of str(abs(n)) with int(c),
and with % 10 and // 10. Both agree, the sum is at most 9 per digit, and it is
divisible by 9 exactly when n is."""

n = __VERIFIER_nondet_int()
__VERIFIER_assume(-1000000000000000000 <= n <= 1000000000000000000)  # str() refuses ints of over 4300 digits
s = str(abs(n))
total = 0
for c in s:
    total += int(c)
m = n
t = 0
while m > 0:
    t += m % 10
    m = m // 10
if t != total or total > 9 * len(s):
    reach_error()
if (total % 9 == 0) != (n % 9 == 0):
    reach_error()
