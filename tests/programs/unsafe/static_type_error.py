# expect: unsafe
# CPython never checks 'n: int': the str reaches abs(), which raises TypeError.
def size(n: int) -> int:
    return abs(n)


def main() -> None:
    label: int = "ten"
    if __VERIFIER_nondet_bool():
        size(label)


main()
