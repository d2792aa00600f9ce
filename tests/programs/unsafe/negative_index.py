# expect: unsafe
# Negative indices count from the end; -len(t) - 1 is out of range.
def main(t: tuple, i: int) -> int:
    if i < 0:
        return t[i] + t[-1]
    return t[i]
