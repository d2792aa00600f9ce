# expect: unsafe
# An exception not caught by the inner try reaches the outer one; an exception raised
# in a handler is not caught by its own try.
def main(a: int, b: int) -> int:
    r = 0
    try:
        try:
            r = a // b
        except IndexError:
            r = 1
    except ZeroDivisionError:
        try:
            r = (a, b)[a]
        except IndexError:
            r = 2
    if r == 2:
        r = 100 // (a - 5)
    return r
