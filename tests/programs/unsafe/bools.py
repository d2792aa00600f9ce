# expect: unsafe
# Booleans: not, equality, truthiness of ints and tuples in conditions.
from _sv_verifier import nondet_bool


def flip(b: bool) -> bool:
    return not b


def main(b: bool, n: int, t: tuple) -> bool:
    c = nondet_bool()
    d = flip(b) == c
    if n:
        if t:
            d = not d
    if not t:
        assert n != 3
    e = (b or c) and d
    return e
