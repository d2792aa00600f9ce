# expect: safe
"""A pop that raises IndexError on an empty stack, caught by the caller as a LookupError."""
from _sv_verifier import nondet_int, nondet_bool, assume


def pop_or_raise(stack: list[int]) -> int:
    if len(stack) == 0:
        raise IndexError("pop from an empty stack")
    return stack.pop()


def main():
    steps = nondet_int()
    assume(0 <= steps <= 6)
    stack = []
    pushes = 0
    pops = 0
    underflows = 0
    for _ in range(steps):
        if nondet_bool():
            stack.append(nondet_int())
            pushes += 1
        else:
            try:
                pop_or_raise(stack)
                pops += 1
            except LookupError:
                underflows += 1
    assert len(stack) == pushes - pops
    assert pops + underflows + pushes == steps


main()
