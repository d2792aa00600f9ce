# expect: unsafe
# Fig. 3(b) with the check reversed: for N < 0 the loop does not run and 0 > 2 * N.
from _sv_verifier import assume, error


def main(y: int, N: int) -> None:
    assume(y == 0)
    n = 0
    while n < N:
        y += 1
        n += 1
    if y + n > 2 * N:
        error()
