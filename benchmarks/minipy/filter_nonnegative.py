# expect: safe
# The book's filter, keeping the non-negative elements.
def filter_nonnegative(t: tuple) -> tuple:
    i = 0
    result = tuple()
    while i < len(t):
        if t[i] >= 0:
            result = result + (t[i],)
        i = i + 1
    return result


def main(t: tuple) -> None:
    r = filter_nonnegative(t)
    assert len(r) <= len(t)
