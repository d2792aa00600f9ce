# expect: error
# Where which list a name means would depend on the path: one error each.
def grow(xs: list[int]) -> list[int]:
    xs = xs + [1]
    return xs


def same(xs: list[int]) -> list[int]:
    return xs


def pick(a: list[int], b: list[int]) -> int:
    c = a if len(a) > 1 else b
    return len(c)


def main() -> None:
    a = [1]
    b = []
    for k in range(2):
        b = a
    for x in a:
        a = [x]
    print(grow(a), same(a), pick(a, b))


main()
