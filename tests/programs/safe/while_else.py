# expect: safe
# while/else and for/else: the else runs only when the loop ends without break.
def search(t: tuple, v: int) -> int:
    i = 0
    while i < len(t):
        if t[i] == v:
            break
        i += 1
    else:
        return -1
    return i


def count_below(t: tuple, v: int) -> int:
    n = 0
    for x in t:
        if x >= v:
            break
        n += 1
    else:
        n = n + 100
    return n


def main(t: tuple, v: int) -> int:
    r = search(t, v)
    if r >= 0:
        assert t[r] == v
    else:
        assert r == -1
    return r + count_below(t, v)
