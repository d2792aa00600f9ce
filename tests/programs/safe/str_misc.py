# expect: safe
# str(), str methods inside all(), startswith over a tuple of strs, casefold/expandtabs/istitle/isidentifier/isprintable, int | None against a bool.
def no_letters(price: str) -> bool:
    return all(not ("a" <= c.lower() <= "z") for c in price)


def all_strs(items: list[str]) -> bool:
    return all(isinstance(x, str) for x in items)


def main() -> None:
    assert str() == ""
    assert no_letters("123") and not no_letters("12a")
    assert all_strs(["a", "b"])
    prefixes = ("ab", "x")
    assert "abc".startswith(prefixes) and not "cab".startswith(prefixes)
    assert "box".endswith(prefixes)
    best = None
    if len(prefixes) > 5:
        best = 3
    assert best != True
    assert casefolded("Straße") == "strasse"
    assert "a\tb".expandtabs(4) == "a   b"
    assert "Hello World".istitle() and "x_1".isidentifier() and not "1x".isidentifier()
    assert "ab\n".isprintable() is False


def casefolded(s: str) -> str:
    return s.casefold()


main()
