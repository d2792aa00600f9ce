# expect: unsafe
# A starred target takes what is left, but the names around it need their items:
# ValueError when the list is too short.
from _sv_verifier import nondet_int, assume


def main() -> None:
    n = nondet_int()
    assume(0 <= n <= 3)
    xs = list(range(n))
    first, *rest, last = xs
    assert first <= last


main()
