# expect: unsafe
# The Symbolic Execution book's statement forms (not Python): havoc and assume.
def main(x: int) -> int:
    havoc x
    assume x > 5
    y = x * 2
    assert y != 14
    return y
