# expect: error
def main(x: int) -> int:
    t = (x, x > 0, True)
    u = t[1:]
    return len(u)
