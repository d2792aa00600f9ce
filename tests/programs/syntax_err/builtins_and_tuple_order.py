# expect: error
def main(t: tuple) -> int:
    sorted(t)
    return t < (1, 2)
