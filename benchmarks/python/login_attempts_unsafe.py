# expect: unsafe
# fails when: four wrong passwords
# witness: False, False, False, False
"""A login loop that locks the account after three failed attempts."""
import sys

MAX_ATTEMPTS = 3


def reach_error():
    pass


def main():
    attempts = 0
    logged_in = False
    locked = False
    while True:
        if locked or logged_in:
            break
        correct = __VERIFIER_nondet_bool()
        attempts += 1
        if correct:
            logged_in = True
        elif attempts > MAX_ATTEMPTS:
            locked = True
    if attempts > MAX_ATTEMPTS:
        reach_error()
    if locked and logged_in:
        reach_error()
    if not (locked or logged_in):
        reach_error()
    if locked:
        print(f"account locked after {attempts} attempts")
        sys.exit(0)
    print("welcome")


main()
