# expect: unsafe
# error() is reached only for one nondet sequence.
from _sv_verifier import nondet_int, nondet_bool, assume, error


def main() -> int:
    x = nondet_int()
    y = nondet_int()
    assume(x > 0)
    if nondet_bool():
        y = y + x
    if y == 13 and x == 2:
        error()
    return x + y
