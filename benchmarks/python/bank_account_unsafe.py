# expect: unsafe
# fails when: withdrawing more than a non-zero balance, e.g. balance = 5, steps = 1, amount = 7, withdraw
# witness: 5, 1, 7, False
"""A bank account: withdrawals never make the balance negative."""

balance = 0
operations = 0
LIMIT = 500


def reach_error():
    pass


def deposit(amount):
    global balance, operations
    if amount <= 0:
        raise ValueError(f"deposit must be positive, got {amount}")
    balance += amount
    operations += 1


def withdraw(amount):
    """Pays out `amount` if the balance covers it; says whether it did."""
    global balance, operations
    if amount <= 0:
        raise ValueError(f"withdrawal must be positive, got {amount}")
    if balance == 0:
        print(f"refused: {amount} > {balance}")
        return False
    balance -= amount
    operations += 1
    return True


def main():
    global balance
    balance = __VERIFIER_nondet_int()
    __VERIFIER_assume(0 <= balance <= LIMIT)
    start = balance
    deposited = paid = 0
    steps = __VERIFIER_nondet_int()
    __VERIFIER_assume(1 <= steps <= 8)
    while steps > 0:
        steps -= 1
        amount = __VERIFIER_nondet_int()
        if amount <= 0 or amount > LIMIT:
            continue
        if __VERIFIER_nondet_bool():
            deposit(amount)
            deposited += amount
        elif withdraw(amount):
            paid += amount
        if balance < 0:
            reach_error()
    if balance != start + deposited - paid:
        reach_error()
    print(f"balance {balance} after {operations} operations")


main()
