# expect: error
class Point:
    pass


def main() -> int:
    return 0
