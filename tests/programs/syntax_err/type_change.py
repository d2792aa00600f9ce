# expect: error
def main(x: int) -> int:
    y = 1
    y = True
    return y
