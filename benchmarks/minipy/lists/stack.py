# expect: safe
"""A stack on a list: push with append, pop only when non-empty, then drain it."""
from _sv_verifier import nondet_int, nondet_bool, assume


def main():
    stack = []
    size = 0
    total = 0
    steps = nondet_int()
    assume(0 <= steps <= 6)
    for _ in range(steps):
        if nondet_bool():
            v = nondet_int()
            stack.append(v)
            assert stack[-1] == v
            size += 1
            total += v
        elif stack:
            total -= stack.pop()
            size -= 1
        assert len(stack) == size
        assert sum(stack) == total
    while stack:
        stack.pop()
        size -= 1
    assert size == 0
    assert stack == []


main()
