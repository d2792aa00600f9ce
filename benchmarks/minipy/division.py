# expect: unsafe
# Python's floor division and modulo with negative operands; the divisor can be zero.
def main(a: int, b: int) -> int:
    q = a // b
    r = a % b
    assert q * b + r == a
    return q
