# expect: safe
# Keyword arguments go to the parameters they name; a parameter left out between
# them takes its default; print's keywords only shape the output.
from _sv_verifier import nondet_int


def scale(x, factor=2, offset=0, clamp=100):
    v = x * factor + offset
    return min(v, clamp)


def main() -> None:
    a = nondet_int()
    assert scale(a, offset=1) == min(2 * a + 1, 100)
    assert scale(a, clamp=5, factor=1) == min(a, 5)
    assert scale(x=a) == min(2 * a, 100)
    print(a, scale(a, 3), sep=", ", end="\n")


main()
