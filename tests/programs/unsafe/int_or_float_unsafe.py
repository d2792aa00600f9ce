# expect: unsafe
"""An accumulator started at the int 0 holds an int until a float is added: a
float parameter given an int keeps it, so `total - 1` is an int there, and the
assertion that it is always a float fails."""


def pick(c: bool, i: int, f: float) -> float:
    return f if c else i


def main() -> None:
    i = __VERIFIER_nondet_int()
    f = __VERIFIER_nondet_float()
    c = __VERIFIER_nondet_bool()
    __VERIFIER_assume(-100 < i < 100)
    __VERIFIER_assume(0.0 <= f <= 10.0)
    total = 0
    total += pick(c, i, f)
    assert total < 100
    half = total - 1
    assert isinstance(half, float) or half != 3
