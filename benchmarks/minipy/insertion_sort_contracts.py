# expect: safe
# The Symbolic Execution book's compositional insertion sort: each function has a
# contract, each loop an invariant; `tracer check --compositional` verifies every
# function against its own contract, calls replaced by the callee's contract.
from _sv_verifier import invariant, requires, ensures, result, predicate


@predicate
def is_sorted(t: tuple) -> bool:
    return all(all(t[k] <= t[m] for m in range(k + 1, len(t))) for k in range(0, len(t)))


@predicate
def post_insertion_point(x: int, t: tuple, i: int) -> bool:
    return 0 <= i and i <= len(t) and all(t[k] < x for k in range(0, i)) and all(k < i or t[k] >= x for k in range(0, len(t)))


def insertion_point(x: int, t: tuple) -> int:
    requires(is_sorted(t))
    ensures(post_insertion_point(x, t, result()))
    i = 0
    while i < len(t):
        invariant(0 <= i and i <= len(t) and all(t[k] < x for k in range(0, i)))
        if t[i] >= x:
            break
        i = i + 1
    return i


def insert(elem: int, at: int, t: tuple) -> tuple:
    requires(0 <= at and at <= len(t))
    ensures(result() == t[:at] + (elem,) + t[at:])
    out = tuple()
    i = 0
    while i < at:
        invariant(0 <= i and i <= at and out == t[:i])
        out = out + (t[i],)
        i = i + 1
    out = out + (elem,)
    while i < len(t):
        invariant(at <= i and i <= len(t) and out == t[:at] + (elem,) + t[at:i])
        out = out + (t[i],)
        i = i + 1
    return out


def sort(t: tuple) -> tuple:
    ensures(is_sorted(result()) and len(result()) == len(t))
    out = tuple()
    i = 0
    while i < len(t):
        invariant(0 <= i and i <= len(t) and len(out) == i and is_sorted(out))
        elem = t[i]
        pos = insertion_point(elem, out)
        out = insert(elem, pos, out)
        i = i + 1
    return out


def main(t: tuple) -> None:
    s = sort(t)
    assert len(s) == len(t)
