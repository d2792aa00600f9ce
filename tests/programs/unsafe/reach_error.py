# expect: unsafe
# The SV-COMP convention: calling reach_error() is the error, whatever body the file
# gives it (also without --error-label). The assert can fail too.
from _sv_verifier import nondet_int


def reach_error() -> None:
    pass


def main() -> None:
    x = nondet_int()
    if x * 3 == 12:
        reach_error()
    assert x != 100
