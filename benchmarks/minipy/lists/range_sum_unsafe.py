# expect: unsafe
# fails when: range(1, n) stops before n
# witness: 1
"""list(range(...)): list(range(n)) holds 0..n-1 and 1 + 2 + ... + n is n(n+1)/2."""
from _sv_verifier import nondet_int, assume


def first_n(n: int) -> list[int]:
    return list(range(1, n))


def main():
    n = nondet_int()
    assume(0 <= n <= 6)
    xs = list(range(n))
    assert len(xs) == n
    for i in range(n):
        assert xs[i] == i
    ys = first_n(n)
    assert len(ys) == n
    assert sum(ys) == n * (n + 1) // 2
    if n > 0:
        assert ys[-1] == n
        assert xs[-1] + 1 == ys[-1]


main()
