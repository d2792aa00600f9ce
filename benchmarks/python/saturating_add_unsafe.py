# expect: unsafe
# fails when: a + b >= 15, e.g. a = 8, b = 7
# witness: 8, 7
"""4-bit wrapping and saturating addition (annotated)."""
from typing import Tuple

MASK: int = 0xF


def wrap_add(a: int, b: int) -> int:
    return (a + b) % MASK


def sat_add(a: int, b: int) -> int:
    return min(a + b, MASK)


def add_both(a: int, b: int) -> Tuple[int, bool]:
    s = sat_add(a, b)
    w = wrap_add(a, b)
    return w, s != w


def main() -> None:
    a = nondet_int()
    b = nondet_int()
    assume(0 <= a <= MASK and 0 <= b <= MASK)
    w, overflow = add_both(a, b)
    if not 0 <= w <= MASK:
        reach_error()
    if overflow != (a + b > MASK):
        reach_error()
    if overflow and w != a + b - (MASK + 1):
        reach_error()
    if sat_add(a, b) < w:
        reach_error()


main()
