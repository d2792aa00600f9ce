# expect: error
# Several syntax errors: recovery reports each one.
def main(x: int) -> int:
    z = x * * 2
    if x > 0
        return 1
    w = [1, 2]
    return x / 2


def g(a: int) -> int:
    return (a +
