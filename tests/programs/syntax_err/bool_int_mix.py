# expect: error
def main(x: int, b: bool) -> None:
    b += x
