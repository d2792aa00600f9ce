# expect: safe
"""try/except ZeroDivisionError as e/else: a division by zero is reported and skipped."""
from _sv_verifier import nondet_int, assume


def average(total: int, count: int) -> int:
    return total // count


def main():
    rounds = nondet_int()
    assume(0 <= rounds <= 4)
    skipped = 0
    done = 0
    for _ in range(rounds):
        total = nondet_int()
        count = nondet_int()
        assume(0 <= count <= 4)
        try:
            avg = average(total, count)
        except ZeroDivisionError as e:
            print(f"skipped: {e}")
            skipped += 1
        else:
            assert count > 0
            assert avg * count <= total < avg * count + count
            done += 1
    assert skipped + done == rounds


main()
