# expect: safe
"""Python compares ints and floats by value, exactly: 2**53 + 1 is not equal to
float(2**53 + 1), which is 2**53; the comparison does not round the int."""
n = 2 ** 53 + 1
f = float(n)
if not (f == 2 ** 53):
    reach_error()
if not (f != n):
    reach_error()
if not (n > f):
    reach_error()
if not (int(f) == n - 1):
    reach_error()
