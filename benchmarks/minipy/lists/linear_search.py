# expect: safe
"""Linear search: the first index holding the key, or -1 when the key is absent."""
from _sv_verifier import __VERIFIER_nondet_int, __VERIFIER_assume, reach_error


def index_of(xs, key):
    for i in range(len(xs)):
        if xs[i] == key:
            return i
    return -1


def main():
    n = __VERIFIER_nondet_int()
    __VERIFIER_assume(0 <= n <= 5)
    xs = []
    for _ in range(n):
        xs.append(__VERIFIER_nondet_int())
    key = __VERIFIER_nondet_int()
    r = index_of(xs, key)
    if r == -1:
        if key in xs:
            reach_error()
    else:
        if not 0 <= r < len(xs) or xs[r] != key:
            reach_error()
        for k in range(r):
            if xs[k] == key:
                reach_error()


if __name__ == "__main__":
    main()
