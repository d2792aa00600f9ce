# expect: safe
# TRACER paper, Fig. 3(a): the interpolant q == 1 covers every path.
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
    if q == 0:
        error()
