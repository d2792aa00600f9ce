# expect: safe
# Slices of strs with a step (Python's slice.indices: clamping, negative steps, None bounds), ValueError for a step of 0.
def is_palindrome(s: str) -> bool:
    return s == s[::-1]


def main() -> None:
    text = "0123456789"
    assert text[::2] == "02468" and text[1::2] == "13579" and text[::-1] == "9876543210"
    assert text[8:2:-2] == "864" and text[-1:-4:-1] == "987" and text[100:0:-3] == "963"
    assert text[5:0:-1] == "54321" and text[:3:-4] == "95" and text[::None] == text
    assert is_palindrome("racecar") and not is_palindrome("ab")
    try:
        text[::0]
        assert False
    except ValueError:
        pass


main()
s = "abcdef"
assert s[1:None] == "bcdef" and s[None:2] == "ab" and s[:True] == "a"
