# expect: unsafe
# fails when: n is negative and shorter than width: the zeros go in front of the sign, '0-5'
# witness: -5, 3
"""Zero-padding numbers by hand: the zeros go after a '-' sign, so the padded text
starts with '-' exactly for negative numbers, int() reads the number back, and
the length is max(width, len(str(n)))."""


def pad_number(n, width):
    s = str(n)
    return '0' * (width - len(s)) + s


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
