# expect: safe
"""A module docstring, a __main__ guard, and annotated assignments."""
from _sv_verifier import nondet_int


def main(n: int) -> int:
    """Returns twice n when n is small."""
    k: int = 0
    if -10 < n < 10:
        k = n * 2
    else:
        k = 0
    return k


if __name__ == "__main__":
    print(main(nondet_int()))
