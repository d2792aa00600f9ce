# expect: safe
# TRACER paper, Fig. 1: interpolation makes the two infeasible paths prune the rest.
from _sv_verifier import nondet_bool, error


def main(y: int) -> None:
    x = 0
    if nondet_bool():
        x = x + 1
    if y >= 1:
        x = x + 2
    if y < 1:
        x = x + 4
    if x > 5:
        error()
