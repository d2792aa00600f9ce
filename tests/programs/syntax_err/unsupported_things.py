# expect: error
import os


def main(x: int) -> int:
    f = lambda y: y
    return {1: 2}
