# expect: error
def main(x: int) -> bool:
    return x is 5
