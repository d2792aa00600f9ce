# expect: unsafe
"""`[]` given floats is a list of floats; `random.uniform(a, b)` is CPython's
`a + (b - a) * random()`, which is `a` exactly when the generator draws 0."""
import random


def main() -> None:
    xs = []
    xs.append(0.5)
    xs.insert(0, 1.5)
    assert xs[0] + xs[1] == 2.0
    v = random.uniform(2, 5.5)
    assert 2 <= v <= 5.5
    assert v != 2


main()
