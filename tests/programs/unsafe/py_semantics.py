# expect: unsafe
# Python's arithmetic on negative operands, negative indices and slices: every result
# is checked against the value CPython computes. b == 0 raises ZeroDivisionError.
def main(a: int, b: int, t: tuple) -> tuple:
    q = a // b
    r = a % b
    n = -a // 3
    m = -a % -3
    d = a - b - 1
    e = a - (b - 1)
    s = t[1:] + t[:-1] + t[-2:] + t[5:2] + t[-100:100]
    return (q, r, n, m, d, e, len(s)) + s
