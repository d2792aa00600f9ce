# expect: unsafe
# `and` / `or` skip their right side, and the exception with it.
def main(x: int, t: tuple) -> int:
    if x != 0 and 100 // x > 3:
        x = x + 1
    if len(t) == 0 or t[0] > 0:
        x = x + 2
    y = x if x > 5 else 10 // (x - 3)
    return y + (x or 7) + (0 and x)
