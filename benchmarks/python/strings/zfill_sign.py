# expect: safe
"""Zero-padding numbers with str.zfill: the zeros go after a '-' sign, so the
padded text starts with '-' exactly for negative numbers, int() reads the number
back, and the length is max(width, len(str(n)))."""


def pad_number(n, width):
    return str(n).zfill(width)


n = __VERIFIER_nondet_int()
width = __VERIFIER_nondet_int()
__VERIFIER_assume(0 <= width <= 12)
__VERIFIER_assume(-1000000000000000000 <= n <= 1000000000000000000)  # str() refuses ints of over 4300 digits
t = pad_number(n, width)
if t.startswith('-') != (n < 0):
    reach_error()
if int(t) != n:
    reach_error()
if len(t) != max(width, len(str(n))):
    reach_error()
