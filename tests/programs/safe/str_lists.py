# expect: safe
# Lists of strs: split, rsplit, splitlines, list(s), join, indexing, in, count, index, +, unpacking.
def main() -> None:
    s = "a,b,,c"
    parts = s.split(",")
    assert len(parts) == 4
    assert parts[0] == "a"
    assert parts[-1] == "c"
    assert "b" in parts
    assert "x" not in parts
    words = "  hello   world ".split()
    assert words == ["hello", "world"]
    n = 0
    for w in words:
        n += len(w)
    assert n == 10
    out = []
    for w in words:
        out.append(w)
    assert out == words
    assert "-".join(words) == "hello-world"
    a, b = "k=v".split("=")
    assert a == "k" and b == "v"
    cs = list("abc")
    assert len(cs) == 3 and cs[1] == "b"
    assert "".join(cs) == "abc"
    assert parts.count("") == 1
    assert parts.index("c") == 3
    lines = "x\ny\r\nz".splitlines()
    assert lines == ["x", "y", "z"]
    more = parts + ["d"]
    assert len(more) == 5 and more[4] == "d"


main()
