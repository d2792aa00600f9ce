# expect: unsafe
# tracer-flags: --error-label reach_error
# The SV-COMP convention: calling reach_error() is the error (with --error-label).
# Without the flag the program is still unsafe: the assert can fail.
from _sv_verifier import nondet_int


def reach_error() -> None:
    pass


def main() -> None:
    x = nondet_int()
    if x * 3 == 12:
        reach_error()
    assert x != 100
