# expect: unsafe
# fails when: DEC as the first opcode (op = 1)
# witness: 1
"""A tiny accumulator machine run on an arbitrary program of at most 8 opcodes."""

INC, DEC, DOUBLE, RESET, HALT = 0, 1, 2, 3, 4
CAP = 64


def reach_error():
    pass


def step(acc, op):
    if op == INC:
        acc = min(acc + 1, CAP)
    elif op == DEC:
        if acc >= 0:
            acc -= 1
    elif op == DOUBLE:
        acc *= 2
        acc = min(acc, CAP)
    elif op == RESET:
        acc = 0
    else:
        raise Exception(f"unknown opcode {op}")
    return acc


def main():
    acc = 0
    pc = 0
    executed = 0
    while pc < 8:
        op = __VERIFIER_nondet_int()
        pc += 1
        if op < INC or op > HALT:
            continue
        if op == HALT:
            break
        acc = step(acc, op)
        executed += 1
        if acc < 0 or acc > CAP:
            reach_error()
    if executed > pc:
        reach_error()


main()
