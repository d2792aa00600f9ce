# expect: unsafe
# Fig. 3(a) with a reachable error: x == 1 gives y == 0.
from _sv_verifier import nondet_bool, error


def main() -> None:
    q = 1
    if nondet_bool():
        x = 0
    else:
        x = 1
    if x > 0:
        y = 0
    else:
        y = 1
    if q == 1 and y == 0:
        error()
