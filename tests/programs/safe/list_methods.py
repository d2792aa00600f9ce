# expect: safe
# Every list method, del, insert's clamping, conversions and the built-ins over
# lists and tuples, each checked against what Python computes.
from _sv_verifier import nondet_int, assume


def main() -> None:
    a = nondet_int()
    b = nondet_int()
    assume(-3 <= a <= 3 and -3 <= b <= 3)
    xs = [a, b, a]
    xs.extend([b])
    assert len(xs) == 4 and xs.count(a) >= 2
    assert xs.index(a) == 0
    xs.remove(a)
    assert xs == [b, a, b]
    xs.insert(-10, 7)
    xs.insert(10, 8)
    xs.insert(-1, 9)
    assert xs == [7, b, a, b, 9, 8]
    del xs[1]
    del xs[-1]
    assert xs == [7, a, b, 9]
    assert xs.pop(1) == a
    ys = xs.copy()
    ys.reverse()
    assert ys == [9, b, 7] and xs == [7, b, 9]
    ys.sort()
    assert ys[0] <= ys[1] <= ys[2]
    assert sorted(xs) == ys
    zs = list((3, a)) + [b] * 2
    assert tuple(zs) == (3, a, b, b)
    assert sum(zs) == 3 + a + 2 * b
    assert min(zs) <= 3 and max(zs) >= b
    assert min((a, b)) == min(a, b)
    assert (a in (1, 2)) == (a == 1 or a == 2)
    assert 9 not in ys or ys[-1] == 9
    zs.clear()
    assert not zs and zs == []
    fill = [0] * b
    assert len(fill) == max(b, 0)
    twice = [a, b] * 2
    assert twice[3] == b
    flags = []
    for k in range(3):
        flags.append(k == a)
    assert flags.count(True) == (1 if 0 <= a < 3 else 0)
    seen = []
    for x in reversed(xs):
        seen.append(x)
    assert seen == [9, b, 7]
    evens = [2 * k for k in range(4) if k != a if k != b]
    assert len(evens) >= 2


main()
