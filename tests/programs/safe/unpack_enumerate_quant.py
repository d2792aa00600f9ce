# expect: safe
# Starred unpacking, enumerate, divmod, isinstance and all()/any() over a list's
# items, as Python does them.
from _sv_verifier import nondet_int, assume


def main() -> None:
    a = nondet_int()
    b = nondet_int()
    assume(1 <= b <= 4 and -5 <= a <= 5)
    xs = [a, b, a + b]
    head, *rest = xs
    assert head == a and rest == [b, a + b]
    *init, last = (a, b)
    assert init == [a] and last == b
    first, *middle, final = xs
    assert middle == [b] and final == a + b
    total = 0
    for i, x in enumerate(xs, 1):
        total += i * x
    assert total == a + 2 * b + 3 * (a + b)
    for i, x in enumerate([]):
        assert False
    q, r = divmod(a, b)
    assert q * b + r == a and 0 <= r < b
    assert isinstance(a, int) and isinstance(True, int) and not isinstance(a, bool)
    assert isinstance(xs, list) and not isinstance(xs, tuple)
    assert all(x > 0 for x in [b, b + 1])
    assert any(x == a for x in xs)
    assert all(x != x for x in [])
    assert (a > 0) == any(x > 0 for x in (a,))


main()
