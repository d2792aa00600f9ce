# expect: safe
"""Validation that raises ValueError, caught by the caller: the accepted ages are all in 0..150."""
from _sv_verifier import __VERIFIER_nondet_int, __VERIFIER_assume, reach_error


def check_age(v: int) -> int:
    if v < 0:
        raise ValueError(f"negative age {v}")
    if v > 150:
        raise ValueError(f"age {v} is too large")
    return v


def main():
    k = __VERIFIER_nondet_int()
    __VERIFIER_assume(0 <= k <= 5)
    ages = []
    rejected = 0
    for _ in range(k):
        v = __VERIFIER_nondet_int()
        try:
            ages.append(check_age(v))
        except ValueError:
            rejected += 1
    if len(ages) + rejected != k:
        reach_error()
    for a in ages:
        if a < 0 or a > 150:
            reach_error()


main()
