# expect: safe
# The division identity holds for every non-zero divisor, negative ones included.
def main(a: int, b: int) -> int:
    if b == 0:
        return 0
    q = a // b
    r = a % b
    assert q * b + r == a
    assert (b > 0 and 0 <= r < b) or (b < 0 and b < r <= 0)
    return q
