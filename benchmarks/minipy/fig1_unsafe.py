# expect: unsafe
# Fig. 1 with the bound lowered: x reaches 5 when the nondet branch is taken and y < 1.
from _sv_verifier import nondet_bool, error


def main(y: int) -> None:
    x = 0
    if nondet_bool():
        x = x + 1
    if y >= 1:
        x = x + 2
    if y < 1:
        x = x + 4
    if x > 4:
        error()
