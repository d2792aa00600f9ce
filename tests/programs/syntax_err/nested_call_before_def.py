# expect: error
def main(x: int) -> int:
    y = helper()

    def helper():
        return x + 1

    return y
