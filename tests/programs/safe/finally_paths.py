# expect: safe
# finally runs on every way out of its try: the normal end, an exception caught
# outside, return, break and continue; a return in finally swallows the exception.
from _sv_verifier import nondet_int, assume

log = []


def leave(kind: int) -> int:
    try:
        if kind == 0:
            return 10
        if kind == 1:
            raise ValueError(f"kind {kind}")
        log.append(kind)
    finally:
        log.append(-1)
    return 20


def swallow() -> int:
    try:
        raise IndexError("lost")
    finally:
        return 5


def main() -> None:
    k = nondet_int()
    assume(0 <= k <= 2)
    try:
        r = leave(k)
    except ValueError as e:
        print("caught", e)
        r = 30
    assert log[-1] == -1
    assert r == [10, 30, 20][k]
    assert swallow() == 5
    n = 0
    for i in range(4):
        try:
            if i == 1:
                continue
            if i == 3:
                break
            n += 1
        finally:
            n += 10
    assert n == 42


main()
