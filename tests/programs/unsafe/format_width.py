# expect: unsafe
# '{:>4}' pads to four characters at least: it never cuts a longer number.
def main() -> None:
    small = "{:>4}".format(5)
    assert len(small) == 4
    big = "{:>4}".format(12345)
    assert len(big) == 4


main()
