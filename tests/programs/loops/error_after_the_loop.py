# expect: unsafe
# The error needs all 100 rounds of the loop: no invariant can help, the search
# must unroll it (and should not restart once per round to do so).
from _sv_verifier import error, nondet_int


def main() -> None:
    n = nondet_int()
    i = 0
    x = 0
    while i < 100:
        i += 1
        x += 2
    if x == 200 and n == 7:
        error()
