# expect: safe
# assume() removes the runs that would fail.
from _sv_verifier import nondet_int, assume


def main(a: int) -> int:
    b = nondet_int()
    assume(b != 0)
    assume(a >= 0 and a < 100)
    t = (a, b)
    return t[1] // b + a // b + t[-2]
