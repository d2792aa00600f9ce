# expect: unsafe
# fails when: n = 0: the digit-counting loop counts no digit, but str(0) is '0'
# witness: 0
"""str(n) and int(s) for any int n up to 10**18 in size: int(str(n)) is n, there
is a '-' exactly for negative n, the rest are ASCII digits without a leading
zero, and their number is the number of decimal digits counted with // 10."""

n = __VERIFIER_nondet_int()
__VERIFIER_assume(-1000000000000000000 <= n <= 1000000000000000000)  # str() refuses ints of over 4300 digits
s = str(n)
if int(s) != n:
    reach_error()
if s.startswith('-') != (n < 0):
    reach_error()
digits = s.lstrip('-')
if not (digits.isascii() and digits.isdigit()):
    reach_error()
if digits != '0' and digits.startswith('0'):
    reach_error()
m = abs(n)
d = 0
while m > 0:
    m = m // 10
    d += 1
if d != len(digits):
    reach_error()
