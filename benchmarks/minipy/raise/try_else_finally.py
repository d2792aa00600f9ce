# expect: safe
"""try/except/else/finally: the finally block runs on both outcomes, so opened == closed."""
from _sv_verifier import nondet_int, assume


def scaled_reciprocal(x: int) -> int:
    if x == 0:
        raise ValueError("zero has no reciprocal")
    return 100 // x


def main():
    steps = nondet_int()
    assume(0 <= steps <= 5)
    opened = closed = 0
    ok = failed = 0
    for _ in range(steps):
        x = nondet_int()
        opened += 1
        try:
            r = scaled_reciprocal(x)
        except ValueError:
            failed += 1
        else:
            ok += 1
            assert -100 <= r <= 100
        finally:
            closed += 1
        assert opened == closed
    assert ok + failed == steps


if __name__ == "__main__":
    main()
