# expect: error
# Every return of f recurses: its type cannot come from a base case.
def f(n):
    return g(n - 1)


def g(n):
    return f(n)


f(3)
