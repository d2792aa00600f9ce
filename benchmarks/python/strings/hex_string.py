# expect: safe
"""Writing a number in hexadecimal by indexing a digit string, and reading it back
with ord: the round trip gives the number, there is no leading zero, and numbers
below 16**5 take at most 5 digits."""

DIGITS = '0123456789abcdef'


def to_hex(n):
    if n == 0:
        return '0'
    s = ''
    while n > 0:
        s = DIGITS[n % 16] + s
        n = n // 16
    return s


def from_hex(s):
    n = 0
    for c in s:
        if '0' <= c <= '9':
            n = n * 16 + ord(c) - ord('0')
        else:
            n = n * 16 + ord(c) - ord('a') + 10
    return n


n = __VERIFIER_nondet_int()
__VERIFIER_assume(0 <= n <= 100000)
h = to_hex(n)
if from_hex(h) != n:
    reach_error()
if len(h) > 5 or (h != '0' and h[0] == '0'):
    reach_error()
