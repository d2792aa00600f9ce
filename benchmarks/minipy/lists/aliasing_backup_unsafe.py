# expect: unsafe
# fails when: the backup is an alias, not a copy: writing xs[i] also changes backup[i]
# witness: 1, 5, 0, 6
"""A backup taken with a slice is a copy: changing the list leaves the backup alone."""
from _sv_verifier import nondet_int, assume


def main():
    n = nondet_int()
    assume(1 <= n <= 4)
    xs = []
    for _ in range(n):
        xs.append(nondet_int())
    backup = xs
    i = nondet_int()
    assume(0 <= i < n)
    old = xs[i]
    v = nondet_int()
    xs[i] = v
    assert xs[i] == v
    assert backup[i] == old
    for k in range(n):
        xs[k] = backup[k]
    assert xs == backup
    assert xs[i] == old


main()
