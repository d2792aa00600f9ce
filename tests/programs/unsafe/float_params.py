# expect: unsafe
"""An entry function's float parameter is any float: nan fails the range check
written as `x < 100.0` negated the wrong way round."""


def main(x: float, z: complex) -> None:
    if x >= 100.0:
        return
    if x != x:
        reach_error()
    assert z == z or abs(x) < 100.0
