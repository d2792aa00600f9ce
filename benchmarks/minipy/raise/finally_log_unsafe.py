# expect: unsafe
# fails when: the finally block logs failed calls too, so the log is longer than the hits
# witness: 0, 1, 0
"""return inside try with a finally that logs: every call is logged, failed or not."""
from _sv_verifier import nondet_int, assume


def get_logged(xs: list[int], i: int, log: list[int]) -> int:
    try:
        return xs[i]
    finally:
        log.append(i)


def main():
    n = nondet_int()
    assume(0 <= n <= 4)
    xs = []
    for _ in range(n):
        xs.append(nondet_int())
    k = nondet_int()
    assume(0 <= k <= 4)
    log = []
    hits = 0
    misses = 0
    for _ in range(k):
        i = nondet_int()
        assume(0 <= i <= 5)
        try:
            v = get_logged(xs, i, log)
            assert v == xs[i]
            hits += 1
        except IndexError:
            misses += 1
        assert log[-1] == i
    assert len(log) == hits
    assert hits + misses == k


main()
