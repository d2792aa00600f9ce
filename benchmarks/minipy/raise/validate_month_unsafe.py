# expect: unsafe
# fails when: the month is in 0..11: month 0 raises an uncaught ValueError
# witness: 0
"""Input validation with raise ValueError(f"..."): never raised, as the month is reduced to 1..12."""
from _sv_verifier import nondet_int

DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


def days_in_month(m: int) -> int:
    if m < 1 or m > 12:
        raise ValueError(f"month must be in 1..12, got {m}")
    return DAYS[m - 1]


def main():
    raw = nondet_int()
    m = raw % 12
    d = days_in_month(m)
    assert 28 <= d <= 31
    if m == 2:
        assert d == 28
    print(f"month {m} has {d} days")


main()
