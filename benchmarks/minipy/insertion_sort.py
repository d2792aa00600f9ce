# expect: safe
# The book's compositional insertion sort (insertion_point, insert, sort).
from _sv_verifier import assume

def insertion_point(x: int, t: tuple) -> int:
    i = 0
    while i < len(t):
        if t[i] >= x:
            break
        i = i + 1
    return i


def insert(elem: int, at: int, t: tuple) -> tuple:
    result = tuple()
    i = 0
    while i < at:
        result = result + (t[i],)
        i = i + 1
    result = result + (elem,)
    while i < len(t):
        result = result + (t[i],)
        i = i + 1
    return result


def sort(t: tuple) -> tuple:
    result = tuple()
    i = 0
    while i < len(t):
        elem = t[i]
        pos = insertion_point(elem, result)
        result = insert(elem, pos, result)
        i = i + 1
    return result


def main(t: tuple) -> None:
    assume(len(t) <= 3)
    r = sort(t)
    assert len(r) == len(t)
    for k in range(1, len(r)):
        assert r[k - 1] <= r[k]
