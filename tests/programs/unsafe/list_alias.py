# expect: unsafe
# A list passed to a function is the caller's: the helper's append shows through
# both names, and the assert that forgets it fails.
from _sv_verifier import nondet_int


def record(history: list[int], v: int) -> None:
    if v > 2:
        history.append(v)


def main() -> None:
    seen = []
    alias = seen
    record(alias, nondet_int())
    assert len(seen) == 0
