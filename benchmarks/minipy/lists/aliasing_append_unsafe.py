# expect: unsafe
# fails when: b is a copy, so appending to b does not change a
# witness: 0, 0
"""Aliasing: b = a names the same list, so appending through b changes a."""
from _sv_verifier import nondet_int, assume


def main():
    n = nondet_int()
    assume(0 <= n <= 4)
    a = []
    for _ in range(n):
        a.append(nondet_int())
    b = a[:]
    x = nondet_int()
    b.append(x)
    assert len(a) == n + 1
    assert a[-1] == x
    assert x in a
    b[0] = 7
    assert a[0] == 7
    assert a == b


main()
