# expect: unsafe
# A Python task: unreach-call is about reach_error() calls alone; the failing assert
# below is no violation of it (the file as a whole is unsafe).
from _sv_verifier import nondet_int


def reach_error() -> None:
    pass


def main() -> None:
    x = nondet_int()
    assert x != 5
    if x > 10 and x < 12:
        reach_error()
