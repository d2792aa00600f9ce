# expect: error
def main(x: int, b: bool) -> int:
    return x + b
