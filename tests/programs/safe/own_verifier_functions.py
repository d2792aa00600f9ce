# expect: safe
# Another verifier's conventions: the file declares the intrinsics with empty stubs
# (declarations, as ESBMC reads them) and defines its own abort() and
# VERIFIER_assert(); its definitions are what runs, as in CPython.
def nondet_int() -> int: ...
def __VERIFIER_assume(cond: bool) -> None:
    pass

def abort():
    # Does not end the run: the program's own abort().
    pass

def reach_error():
    print("error")

def VERIFIER_assert(cond):
    if not cond:
        reach_error()
        abort()

n = nondet_int()
__VERIFIER_assume(0 <= n and n < 4)
total = 0
i = 0
while i < n:
    total += 2
    i += 1
VERIFIER_assert(total == 2 * n)
if n > 10:
    abort()
    reach_error()
