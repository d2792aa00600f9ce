# expect: unsafe
# Typed and bare handlers, handler order, superclasses and else clauses; the final
# assert fails for t == (0, x, 2) with a == 2.
def risky(a: int, t: tuple) -> int:
    return t[a] // a


def main(a: int, t: tuple) -> int:
    r = 0
    try:
        r = risky(a, t)
    except ZeroDivisionError:
        r = -1
    except IndexError:
        r = -2
    try:
        r = r + 10 // (a - 2)
    except ArithmeticError:
        r = r + 1000
    else:
        r = r + 1
    try:
        assert a != 7
    except:
        r = r * 2
    try:
        r = r + t[0]
    except (ZeroDivisionError, LookupError):
        r = r - 1
    assert r != 1001
    return r
