# expect: unsafe
# fails when: the copying helper is called where the in-place one was meant: log does not grow
# witness: 0, 0
"""xs += [x] grows the caller's list in place; xs + [x] builds a new list and leaves it alone."""
from _sv_verifier import nondet_int, assume


def append_inplace(xs: list[int], x: int) -> None:
    xs += [x]


def appended(xs: list[int], x: int) -> list[int]:
    ys = xs + [x]
    return ys


def main():
    n = nondet_int()
    assume(0 <= n <= 4)
    log = []
    for _ in range(n):
        log.append(nondet_int())
    x = nondet_int()
    appended(log, x)
    assert len(log) == n + 1
    assert log[-1] == x
    y = nondet_int()
    longer = appended(log, y)
    assert len(log) == n + 1
    assert len(longer) == n + 2
    assert longer[-1] == y
    assert longer[-2] == x


main()
