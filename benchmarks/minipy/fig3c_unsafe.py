# expect: unsafe
# TRACER paper, Fig. 3(c) with N = 10 (unsafe variant).
from _sv_verifier import nondet_bool, error


def main() -> None:
    s = 0
    if nondet_bool():
        z = 0
    else:
        z = 999
    if nondet_bool():
        s += 1
    else:
        s += 2
    if nondet_bool():
        s += 1
    else:
        s += 2
    if nondet_bool():
        s += 1
    else:
        s += 2
    if nondet_bool():
        s += 1
    else:
        s += 2
    if nondet_bool():
        s += 1
    else:
        s += 2
    if nondet_bool():
        s += 1
    else:
        s += 2
    if nondet_bool():
        s += 1
    else:
        s += 2
    if nondet_bool():
        s += 1
    else:
        s += 2
    if nondet_bool():
        s += 1
    else:
        s += 2
    if nondet_bool():
        s += 1
    else:
        s += 2
    if s + z >= 2 * 10 and z == 0:
        error()
