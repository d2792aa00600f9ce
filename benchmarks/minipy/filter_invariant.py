# expect: safe
# The book's filter with its loop invariant (a ∀∃ over tuples): every non-negative
# item seen so far is somewhere in the result, and the result is no longer than i.
from _sv_verifier import invariant


def filter_nonnegative(t: tuple) -> tuple:
    i = 0
    result = tuple()
    while i < len(t):
        invariant(0 <= i and i <= len(t) and len(result) <= i and all(t[k] < 0 or any(result[m] == t[k] for m in range(0, len(result))) for k in range(0, i)))
        if t[i] >= 0:
            result = result + (t[i],)
        i = i + 1
    return result


def main(t: tuple) -> None:
    r = filter_nonnegative(t)
    assert len(r) <= len(t)
