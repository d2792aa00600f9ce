# expect: error
def main(t: tuple) -> int:
    enumerate(t)
    return t < (1, 2)
