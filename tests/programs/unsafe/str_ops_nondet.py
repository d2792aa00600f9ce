# expect: unsafe
# A str from outside: slices, indexing, 'in', concatenation, ord and chr, exactly
# (any code point, not only ASCII: a character past U+2FFFF is one).
s = nondet_str()
t = s + "!"
assert t[-1] == "!"
assert len(t) == len(s) + 1
if len(s) >= 2 and s[0] == s[-1]:
    assert s[1:-1] in s
    c = s[0]
    assert chr(ord(c)) == c
    if ord(c) > 0x2FFFF:
        assert c in "abc"
