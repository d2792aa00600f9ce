# expect: error
def main(t: tuple) -> int:
    print(t)
    return t < (1, 2)
