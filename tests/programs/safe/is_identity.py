# expect: safe
# 'is' where CPython's answer does not depend on object identity: bools, None.
def main(flag: bool, x: int) -> None:
    done = x > 3
    assert (done is True) == done
    assert (flag is not False) == flag
    assert (flag is done) == (flag == done)
    assert x is not None
    assert not ((x, x) is None)
