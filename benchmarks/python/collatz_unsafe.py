# expect: unsafe
# fails when: n = 9 (19 steps), n = 14 or n = 15 (17 steps)
# witness: 9
"""Collatz sequences of small numbers reach 1 within 20 steps."""
import sys


def reach_error():
    pass


MAX_STEPS = 16


def collatz_steps(n):
    steps = 0
    while n != 1:
        if steps == MAX_STEPS:
            break
        if n % 2 == 0:
            n //= 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps, n == 1


n = __VERIFIER_nondet_int()
if n < 1 or n > 15:
    sys.exit(0)
steps, reached = collatz_steps(n)
if not reached:
    reach_error()
print(f"{n} reaches 1 in {steps} steps")
