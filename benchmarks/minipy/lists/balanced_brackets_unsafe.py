# expect: unsafe
# fails when: no guard before the pop: a ')' with no open '(' pops an empty list, IndexError
# witness: 1, False
"""Bracket matching with a stack of open positions (True is '(', False is ')')."""
from _sv_verifier import nondet_int, nondet_bool, assume


def balanced(ops: list[bool]) -> bool:
    stack = []
    for k in range(len(ops)):
        if ops[k]:
            stack.append(k)
        else:
            opened = stack.pop()
            assert opened < k
    return len(stack) == 0


def main():
    n = nondet_int()
    assume(0 <= n <= 6)
    ops = []
    for _ in range(n):
        ops.append(nondet_bool())
    depth = 0
    ok = True
    for o in ops:
        if o:
            depth += 1
        else:
            depth -= 1
        if depth < 0:
            ok = False
    assert balanced(ops) == (ok and depth == 0)


main()
