# expect: unsafe
# The error needs 40 iterations of the loop: a weakening must not hide it.
from _sv_verifier import error


def main() -> None:
    i = 0
    x = 0
    while i < 100:
        i += 1
        x += 2
        if i == 40:
            if x == 80:
                error()
