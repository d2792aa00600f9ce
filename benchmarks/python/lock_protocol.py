# expect: safe
"""A lock that must be taken and released alternately (the SV-COMP locks pattern)."""

locked = False
taken = 0


def reach_error():
    pass


def lock():
    global locked, taken
    if locked:
        reach_error()
    locked = True
    taken += 1


def unlock():
    global locked
    if not locked:
        reach_error()
    locked = False


def main():
    n = __VERIFIER_nondet_int()
    __VERIFIER_assume(0 <= n <= 10)
    for i in range(n):
        lock()
        got_request = __VERIFIER_nondet_bool()
        if got_request:
            unlock()
            if __VERIFIER_nondet_bool():
                lock()
                unlock()
        else:
            unlock()
    if locked:
        reach_error()
    assert taken >= n, f"only {taken} locks for {n} rounds"


main()
