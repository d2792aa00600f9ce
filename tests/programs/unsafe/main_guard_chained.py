# expect: unsafe
# `if __name__ == "__main__":` runs; a chained assignment gives both names the value.
def main():
    lo = hi = __VERIFIER_nondet_int()
    __VERIFIER_assume(0 <= lo <= 10)
    hi = hi + 1
    if hi - lo != 1:
        reach_error()
    if lo == 7:
        abort()
    assert lo != 9


if __name__ == "__main__":
    main()
