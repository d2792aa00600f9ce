# expect: unsafe
# The bug is three calls deep: found within the inlining depth, whatever lies
# deeper.
from _sv_verifier import nondet_int


def down(n: int) -> int:
    if n == 3:
        assert False, "three calls deep"
    if n <= 0:
        return 0
    return 1 + down(n - 1)


def main() -> None:
    down(nondet_int())


main()
