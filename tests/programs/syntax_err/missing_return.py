# expect: error
def main(x: int) -> int:
    if x > 0:
        return 1
