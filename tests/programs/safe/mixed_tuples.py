# expect: safe
# Tuples that hold bools: returned, unpacked, indexed by literals, compared.
from typing import Tuple


def divmod_checked(a, b) -> Tuple[int, bool]:
    if b == 0:
        return 0, False
    return a // b, True


def classify(x):
    return (x < 0, x == 0, x > 0)


x = __VERIFIER_nondet_int()
y = __VERIFIER_nondet_int()
q, ok = divmod_checked(x, y)
if ok:
    assert q == x // y
else:
    assert y == 0 and q == 0
signs = classify(x)
assert signs[0] + signs[1] + signs[-1] == 1
assert signs[1] == (x == 0)
neg, zero, pos = signs
assert not (neg and pos)
pair = (x, x > 0)
assert pair == (x, pos)
assert len(signs) == 3
flags = (True, False) if x > 5 else (False, True)
assert flags[0] != flags[1]
