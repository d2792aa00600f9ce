# expect: safe
# str methods on known strings, with CPython's Unicode rules.
name = "Straße"
assert name.upper() == "STRASSE"
assert name.lower() == "straße"
assert "ΟΔΟΣ".lower() == "οδος"
assert " \x1c42\xa0".strip() == "42"
assert int(" 42 ") == 42
assert "²".isdigit() and not "²".isdecimal()
assert "a,b,,c".count(",") == 3
assert "hello".center(9, "*") == "**hello**"
assert str(-7).zfill(4) == "-007"
word = "level"
assert word == word[:]
assert "apple" < "apricot" < "banana"
n = nondet_int()
if 0 <= n < 1000:
    assert int(str(n)) == n
