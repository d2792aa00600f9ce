# expect: safe
# The book's linear search with a loop invariant (its loop scope): no unrolling.
from _sv_verifier import invariant


def find(needle: int, haystack: tuple) -> int:
    i = 0
    while i < len(haystack):
        invariant(0 <= i and i <= len(haystack))
        if haystack[i] == needle:
            break
        i = i + 1
    else:
        return -1
    return i


def main(needle: int, haystack: tuple) -> None:
    r = find(needle, haystack)
    assert r == -1 or (0 <= r and r < len(haystack) and haystack[r] == needle)
