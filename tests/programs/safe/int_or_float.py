# expect: safe
"""Values that are an int or a float (`int | float`): a name given both, a function
returning both, a float parameter given an int, `min`/`max` of both, `**` with an
exponent not known in advance. CPython converts nothing: each keeps its type."""

def half_or_same(x: int) -> float:
    # An int for odd x, a float for even x: CPython converts nothing.
    if x % 2 == 0:
        return x / 2
    return x


def scale(x: float) -> float:
    return x * 2


def mean(xs: list[float]) -> float:
    total = 0
    for x in xs:
        total += x
    return total / len(xs) if xs else total


def main() -> None:
    assert half_or_same(4) == 2.0
    assert isinstance(half_or_same(4), float)
    assert isinstance(half_or_same(3), int)
    assert scale(3) + scale(4) == 14.0
    assert isinstance(scale(3), int)
    empty: list[float] = []
    assert mean(empty) == 0
    assert mean([0.5, 1.5]) == 1.0

    t = 0
    t += 0.1
    t += 0.2
    assert t != 0.3
    v = 7 if t > 0 else 0.5
    assert v != 7.5
    assert -v < 0
    assert abs(-v) == 7
    assert int(v) == 7
    w = v // 2
    assert w == 3
    assert isinstance(w, int)
    z = 1.5 if t > 0 else 2
    assert 1 < z < 2
    assert min(3, z) == 1.5
    assert max(2, z, 1) == 2
    assert isinstance(max(2, z, 1), int)
    n = float('nan') if t > 0 else 1
    assert n
    assert max(n, 5) != max(n, 5)
    assert max(5, n) == 5
    m = -0.0 if t > 0 else 1
    assert not m
    p = 2
    p **= 3
    assert p == 8
    q = 2 if t > 0 else 2.0
    q **= -1
    assert q == 0.5


main()
