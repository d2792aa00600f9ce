# expect: error
def main(x: int) -> None:
    flag: bool
    flag = x + 1
