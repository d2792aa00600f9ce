# expect: safe
# sorted() of a str: its characters, one item each, ordered by code point ('B' < 'a' < 'ß').
def main() -> None:
    chars = sorted("baB")
    assert chars == ["B", "a", "b"]
    assert len(sorted("")) == 0
    assert "".join(sorted("ßa")) == "aß"
    for c in chars:
        assert c in "abB"


main()
