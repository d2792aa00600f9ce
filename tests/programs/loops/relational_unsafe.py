# expect: unsafe
# The same loops with a wrong claim each: the bug of the nested loops needs one
# outer and five inner steps (c == 10).
from _sv_verifier import nondet_int, nondet_bool, assume, error


def steps() -> None:
    a = 0
    b = 5
    while nondet_bool():
        a += 3
        b += 2
    if 3 * b - 2 * a != 15 or a == 9:
        error()


def nested() -> None:
    n = nondet_int()
    c = 0
    i = 0
    while i < n:
        j = 0
        while j < n:
            c += 2
            j += 1
        i += 1
    if c == 10:
        error()


if nondet_bool():
    steps()
nested()
