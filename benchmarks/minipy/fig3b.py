# expect: safe
# TRACER paper, Fig. 3(b): slackening y == 0 to y >= 0 closes the loop after one
# iteration; with n >= N at the exit, y + n < N is impossible.
from _sv_verifier import assume, error


def main(y: int, N: int) -> None:
    assume(y == 0)
    n = 0
    while n < N:
        y += 1
        n += 1
    if y + n < N:
        error()
