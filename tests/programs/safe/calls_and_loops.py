# expect: safe
# Calls inlined at several sites, nested loops, tuple unpacking, module constants,
# for loops over ranges with negative steps, and the built-ins abs, min and max.
LIMIT = 4
BASE = LIMIT * 2 - 1


def clamp(x: int, lo: int, hi: int) -> int:
    return max(lo, min(x, hi))


def total(t: tuple) -> int:
    s = 0
    for x in t:
        s += abs(x)
    return s


def main(x: int, y: int, t: tuple) -> tuple:
    a, b = clamp(x, -LIMIT, LIMIT), clamp(y, -LIMIT, LIMIT)
    a, b = b, a
    acc = 0
    for i in range(LIMIT, -LIMIT, -3):
        for j in range(i):
            acc += j
    k = 0
    while k < 3:
        k += 1
        if k == 2:
            continue
        acc += k
    assert -LIMIT <= a <= LIMIT
    assert total(t) >= 0
    return (a, b, acc, BASE, total(t))
