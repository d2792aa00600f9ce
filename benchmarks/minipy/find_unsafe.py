# expect: unsafe
# find() with an off-by-one: the loop reads one element past the end (IndexError).
def find(needle: int, haystack: tuple) -> int:
    i = 0
    while i <= len(haystack):
        if haystack[i] == needle:
            break
        i = i + 1
    else:
        return -1
    return i


def main(needle: int, haystack: tuple) -> None:
    r = find(needle, haystack)
    assert r == -1 or haystack[r] == needle
