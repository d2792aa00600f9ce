# expect: error
def f(n: int) -> int:
    return g(n - 1)


def g(n: int) -> int:
    return f(n)


def main(n: int) -> int:
    return f(n)
