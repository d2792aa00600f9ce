# expect: unsafe
# fails when: revoking a flag that is not set: mode = 0, flag index 0, revoke
# witness: 0, 0, False
"""File permission flags kept in one int: grant with |=, revoke with &= ~."""
import sys

READ = 1
WRITE = 2
EXEC = 4
ALL = READ | WRITE | EXEC

mode = 0


def reach_error():
    print("permission invariant violated")


def grant(flag):
    global mode
    mode |= flag


def revoke(flag):
    global mode
    mode ^= flag


def has(flag):
    return mode & flag == flag


def main():
    global mode
    mode = __VERIFIER_nondet_int()
    if mode < 0 or mode > ALL:
        sys.exit(0)
    for step in range(6):
        flag = 1 << (__VERIFIER_nondet_int() % 3)
        if __VERIFIER_nondet_bool():
            grant(flag)
            if not has(flag):
                reach_error()
        else:
            revoke(flag)
            if has(flag):
                reach_error()
        if mode & ~ALL != 0:
            reach_error()
    print(f"final mode {mode}")


main()
