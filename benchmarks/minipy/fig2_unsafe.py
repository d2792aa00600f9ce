# expect: unsafe
# Fig. 2 with flag cleared: after the loop the lock is reset and error() is reached.
from _sv_verifier import nondet_bool, error


def main(old: int) -> None:
    lock = 0
    new = old + 1
    flag = 0
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
