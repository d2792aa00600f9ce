# Recursion with no bound on its depth: the inlining depth is reachable and no
# error lies within it, so the answer is UNKNOWN, never SAFE.
from _sv_verifier import nondet_int, assume


def count(n: int) -> int:
    if n <= 0:
        return 0
    return 1 + count(n - 1)


def main() -> None:
    n = nondet_int()
    assume(n >= 0)
    assert count(n) == n


main()
