# expect: unsafe
# fails when: the second recursive call moves the smaller tower back to the source peg
# witness: 2
"""Towers of Hanoi on three lists: never a larger disk on a smaller one, 2^n - 1 moves."""
from _sv_verifier import nondet_int, assume


def move(src: list[int], dst: list[int]) -> None:
    disk = src.pop()
    if dst:
        assert dst[-1] > disk, "a larger disk on a smaller one"
    dst.append(disk)


def hanoi(n: int, src: list[int], dst: list[int], tmp: list[int]) -> int:
    if n == 0:
        return 0
    moves = hanoi(n - 1, src, tmp, dst)
    move(src, dst)
    moves += 1
    moves += hanoi(n - 1, tmp, src, dst)
    return moves


def main():
    n = nondet_int()
    assume(0 <= n <= 4)
    a = [n - k for k in range(n)]
    b = []
    c = []
    m = hanoi(n, a, c, b)
    expected = 1
    for _ in range(n):
        expected *= 2
    assert m == expected - 1
    assert len(a) == 0 and len(b) == 0
    assert c == [n - k for k in range(n)]


main()
