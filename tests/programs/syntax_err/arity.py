# expect: error
def f(a: int, b: int) -> int:
    return a + b


def main(x: int) -> int:
    return f(x)
