# expect: unsafe
# TRACER paper, Fig. 3(d) with N = 10 (unsafe variant).
from _sv_verifier import nondet_bool, error


def complex_func(k: int) -> int:
    """Always 0, but not syntactically so."""
    r = k * k
    return r - k * k


def main(a: int) -> None:
    if nondet_bool():
        x = 0
        y = 0
    else:
        x = complex_func(a)
        y = 0
    s = x
    t = y
    if nondet_bool():
        s += 1
        t += 1
    if nondet_bool():
        s += 1
        t += 1
    if nondet_bool():
        s += 1
        t += 1
    if nondet_bool():
        s += 1
        t += 1
    if nondet_bool():
        s += 1
        t += 1
    if nondet_bool():
        s += 1
        t += 1
    if nondet_bool():
        s += 1
        t += 1
    if nondet_bool():
        s += 1
        t += 1
    if nondet_bool():
        s += 1
        t += 1
    if nondet_bool():
        s += 1
        t += 1
    if t >= 10 and s >= 10:
        error()
