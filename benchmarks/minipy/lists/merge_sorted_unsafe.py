# expect: unsafe
# fails when: `or` for `and`: once one list is used up, the loop reads past its end (IndexError)
# witness: 1, 0, 0, 0, 0
"""Two-pointer merge of two sorted lists into a sorted list of all their elements."""
from _sv_verifier import nondet_int, assume


def read_sorted() -> list[int]:
    n = nondet_int()
    assume(0 <= n <= 3)
    xs = []
    v = nondet_int()
    for _ in range(n):
        step = nondet_int()
        assume(step >= 0)
        v += step
        xs.append(v)
    return xs


def merge(a: list[int], b: list[int]) -> list[int]:
    out = []
    i = 0
    j = 0
    while i < len(a) or j < len(b):
        if a[i] <= b[j]:
            out.append(a[i])
            i += 1
        else:
            out.append(b[j])
            j += 1
    while i < len(a):
        out.append(a[i])
        i += 1
    while j < len(b):
        out.append(b[j])
        j += 1
    return out


def main():
    a = read_sorted()
    b = read_sorted()
    m = merge(a, b)
    assert len(m) == len(a) + len(b)
    for k in range(1, len(m)):
        assert m[k - 1] <= m[k]
    assert sum(m) == sum(a) + sum(b)
    assert m == sorted(a + b)


if __name__ == "__main__":
    main()
