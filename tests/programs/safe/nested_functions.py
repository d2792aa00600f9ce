# expect: safe
# Nested functions read the enclosing function's variables when they are called.
def account(start):
    __VERIFIER_assume(start >= 0)
    balance = start
    limit = 100

    def can_take(amount):
        return 0 <= amount <= balance + limit

    def take(amount):
        if not can_take(amount):
            raise ValueError(f"cannot take {amount}")
        return balance - amount

    for _ in range(3):
        amount = __VERIFIER_nondet_int()
        if can_take(amount):
            balance = take(amount)
    assert balance >= -limit
    return balance


account(__VERIFIER_nondet_int())
