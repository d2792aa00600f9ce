# expect: safe
# Tuples of strs (displays, partition/rpartition, returned, unpacked, iterated, joined), held as lists of strs are; a tuple never equals a list.
def hex_key(num: str) -> int:
    primes = ('2', '3', '5', '7', 'B', 'D')
    total = 0
    for i in range(0, len(num)):
        if num[i] in primes:
            total += 1
    return total


def choices():
    return ("a", "b")


def main() -> None:
    t = "a.b.c".partition(".")
    assert len(t) == 3
    assert t[0] == "a" and t[1] == "." and t[2] == "b.c"
    u = "a-b-c".rpartition("-")
    assert u == ("a-b", "-", "c")
    assert u != ["a-b", "-", "c"]
    before, sep, after = "key=value".partition("=")
    assert before == "key" and sep == "=" and after == "value"
    assert "abc".partition("x") == ("abc", "", "")
    assert "abc".rpartition("x") == ("", "", "abc")
    assert hex_key("AB") == 1
    assert hex_key("2357BD") == 6
    x = "a"
    assert x in choices()
    assert ("a", ".", "b.c")[-1] == "b.c"
    names = ("x", "yy")
    n = 0
    for w in names:
        n += len(w)
    assert n == 3
    assert list(names) == ["x", "yy"]
    assert "-".join(names) == "x-yy"
    assert isinstance(names, tuple)
    try:
        "abc".partition("")
        assert False
    except ValueError:
        pass


main()
