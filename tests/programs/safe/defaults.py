# expect: safe
# Default parameter values (literals), unannotated: a call may leave them out.
def scale(x, factor=3, offset=-1):
    return x * factor + offset


def main():
    v = __VERIFIER_nondet_int()
    __VERIFIER_assume(0 <= v <= 10)
    a = scale(v)
    b = scale(v, 2)
    c = scale(v, 1, 0)
    if a - b == v and c == 11:
        reach_error()


main()
