# expect: error
# One construct outside the subset gives one error, at the construct, and nothing
# that follows from it (the statement holding it is set aside).
def main(x: int) -> int:
    table = {1: 2, 3: 4}
    y = x + 1
    return y
