# expect: error
# Several syntax errors: the first is reported, as CPython does (later ones may be
# follow-ons of it).
def main(x: int) -> int:
    z = x * * 2
    if x > 0
        return 1
    w = [1, 2]
    return x / 2


def g(a: int) -> int:
    return (a +
