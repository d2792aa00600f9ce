# expect: safe
"""Division by repeated subtraction agrees with Python's // and %."""


def reach_error():
    pass


def divide(a, b):
    if b <= 0:
        raise ValueError(f"divisor must be positive, got {b}")
    q = 0
    r = a
    while r >= b:
        r -= b
        q += 1
    while r < 0:
        r += b
        q -= 1
    return q, r


def main():
    a = __VERIFIER_nondet_int()
    b = __VERIFIER_nondet_int()
    __VERIFIER_assume(-20 <= a <= 20)
    __VERIFIER_assume(1 <= b <= 8)
    q, r = divide(a, b)
    if a != q * b + r:
        reach_error()
    if not 0 <= r < b:
        reach_error()
    if (q, r) != (a // b, a % b):
        reach_error()


if __name__ == "__main__":
    main()
