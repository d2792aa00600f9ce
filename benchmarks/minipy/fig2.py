# expect: safe
# TRACER paper, Fig. 2 (after BLAST's lock example): the loop closes once
# new == old + 1 is locked at the loop head.
from _sv_verifier import nondet_bool, error


def main(old: int) -> None:
    lock = 0
    new = old + 1
    flag = 1
    while new != old:
        lock = 1
        old = new
        if nondet_bool():
            lock = 0
            new += 1
    if not flag:
        lock = 0
    if lock == 0:
        error()
