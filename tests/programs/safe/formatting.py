# expect: safe
# str.format, format() and f-strings with conversions and specs, as CPython formats them (str_format).
def main() -> None:
    n = 42
    s = "ab"
    assert f"{n:>5}" == "   42"
    assert f"{s!r}" == "'ab'"
    assert f"{n:08.2f}" == "00042.00"
    w = 6
    assert f"[{s:^{w}}]" == "[  ab  ]"
    assert f"{n=}" == "n=42"
    assert f"{{x}}{n:x}" == "{x}2a"
    assert "{0}-{1}-{0}".format(s, n) == "ab-42-ab"
    assert format(255, "#x") == "0xff"
    assert format(True) == "True"
    assert format(-7, "+05d") == "-0007"
    assert "{:,}".format(1234567) == "1,234,567"
    x = None
    assert "{}".format(x) == "None"
    try:
        "{:d}".format(s)
        assert False
    except ValueError:
        pass
    try:
        "{1}".format(s)
        assert False
    except IndexError:
        pass
main()
assert repr("it's") == '"it\'s"' and repr(7) == "7" and repr(None) == "None"
assert ascii("é") == "'\\xe9'" and repr("é") == "'é'"
