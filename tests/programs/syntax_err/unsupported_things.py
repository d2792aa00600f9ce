# expect: error
import os


def main(x: int) -> int:
    f = lambda y: y
    return 2j
