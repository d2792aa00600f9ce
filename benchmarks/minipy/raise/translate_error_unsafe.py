# expect: unsafe
# fails when: a negative index is valid in Python: xs[-1] succeeds, so the assert fails
# witness: 1, 7, -1
"""An IndexError translated into a ValueError inside the except block; Python's negative indices."""
from _sv_verifier import nondet_int, assume


def element_at(xs: list[int], i: int) -> int:
    try:
        return xs[i]
    except IndexError:
        raise ValueError(f"no element at {i}")


def main():
    n = nondet_int()
    assume(0 <= n <= 4)
    xs = []
    for _ in range(n):
        xs.append(nondet_int())
    i = nondet_int()
    try:
        v = element_at(xs, i)
        assert 0 <= i < n
        assert v in xs
    except ValueError as e:
        print(e)
        assert i >= n or i < -n


main()
