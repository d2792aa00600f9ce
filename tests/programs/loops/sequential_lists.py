# expect: safe
# Three lists built by loops one after the other, then read: every loop must be
# unrolled (no invariant states a list's items), and a spurious error must blame
# the loops in their order. Blaming the last one first made each earlier loop's
# restart drop what the later ones had learned: 133 restarts and 18.7 s for
# three lists, 13 and under a second now.


def main() -> None:
    l0 = list(range(5))
    l1 = list(range(5))
    l2 = list(range(5))
    assert l0[4] == 4
    assert l1[4] == 4
    assert l2[4] == 4


if __name__ == "__main__":
    main()
