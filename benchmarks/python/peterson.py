# expect: safe
"""Peterson's mutual exclusion for two processes under a nondeterministic scheduler."""


def reach_error():
    pass


def step(me, pc, mine, other, turn):
    """One step of process `me`: its new (pc, flag, turn).

    pc 0: idle, 1: flag raised, 2: waiting, 3: in the critical section."""
    if pc == 0:
        return 1, True, turn
    if pc == 1:
        return 2, mine, 1 - me
    if pc == 2:
        if not other or turn == me:
            return 3, mine, turn
        return 2, mine, turn
    return 0, False, turn


def main():
    flag0 = flag1 = False
    turn = 0
    pc0 = pc1 = 0
    for _ in range(20):
        if __VERIFIER_nondet_bool():
            pc0, flag0, turn = step(0, pc0, flag0, flag1, turn)
        else:
            pc1, flag1, turn = step(1, pc1, flag1, flag0, turn)
        if pc0 == 3 and pc1 == 3:
            reach_error()


main()
