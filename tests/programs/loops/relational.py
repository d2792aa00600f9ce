# expect: safe
# Issue 13's examples: invariants that are no path constraint (3*b - 2*a == 15,
# d + 2*r == 2*k, c even and non-negative through nested loops).
from _sv_verifier import nondet_int, nondet_bool, assume, error


def steps() -> None:
    a = 0
    b = 5
    while nondet_bool():
        a += 3
        b += 2
    if 3 * b - 2 * a != 15:
        error()


def countdown() -> None:
    k = nondet_int()
    assume(k >= 0)
    r = k
    d = 0
    while r > 0:
        r -= 1
        d += 2
    if d != 2 * k:
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
    if c < 0 or c % 2 != 0:
        error()


steps()
countdown()
nested()
