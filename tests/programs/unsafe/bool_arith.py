# expect: unsafe
# Counting with bools: the count of three conditions can reach 3.
def main(a: int, b: int) -> None:
    hits = (a > 0) + (b > 0) + (a > b)
    if hits == 3:
        error()
