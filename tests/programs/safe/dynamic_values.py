# expect: safe
# Values whose type varies: a name assigned an int or a str, a function returning
# either, parameters that are None unless given, annotations CPython never checks.
from typing import Any, Optional


def pick(c: bool):
    if c:
        return 1
    return "one"


def describe(s: Optional[str] = None) -> int:
    if s is None:
        return -1
    return len(s)


def bump(x: Any) -> Any:
    if isinstance(x, int):
        return x + 1
    return x


def first(s: str, n: int = None):
    if n is None:
        return s[0]
    return s[n]


def positive_or_none(k: int):
    if k > 0:
        return k


def label(k: int) -> str:
    if k > 1:
        return "many"


c = __VERIFIER_nondet_bool()
x = pick(c)
assert x == 1 or x == "one"
assert (x == 1) == c
assert x != True or c
if isinstance(x, str):
    assert len(x) == 3
    assert x[0] == "o"
    assert "n" in x
else:
    assert x + 1 == 2
    assert -x < 0
assert describe() == -1
assert describe("abc") == 3
y: int = "seven"
assert y == "seven"
z = 0
if c:
    z = "zero"
assert (not z) == (not c)
n = None
if not c:
    n = True
assert (n is None) == c
assert (n == 1) == (not c)
t = "a" if c else 2
assert t != "2"
assert isinstance(t, (str, bool)) == c
w = bump(5)
assert w == 6
assert bump("s") == "s"
assert bump(True) == 2
v = 0
if c:
    v = "s"
if not c:
    v += 5
    assert v == 5
else:
    v += "t"
    assert v == "st"
o = 0 or "x"
assert o == "x"
assert first("abc") == "a"
assert first("abc", 2) == "c"
assert positive_or_none(3) == 3
assert positive_or_none(-3) is None
assert label(2) == "many"
assert label(0) is None
flag = 1
flag = True
assert flag == 1
