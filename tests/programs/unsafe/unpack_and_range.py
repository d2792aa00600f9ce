# expect: unsafe
# Unpacking a tuple of the wrong length and range() with a zero step raise ValueError.
def main(t: tuple, step: int) -> int:
    s = 0
    for i in range(0, 10, step):
        s += i
    a, b = t
    return a + b + s
