# expect: safe
# The book's product of a tuple's elements (static loops chapter).
def product(t: tuple) -> int:
    i = 0
    result = 1
    while i < len(t):
        elem = t[i]
        result = result * elem
        i = i + 1
    return result


def main(t: tuple) -> None:
    r = product(t)
    if len(t) > 0 and t[0] == 0:
        assert r == 0
