# expect: unsafe
# A line without '=' partitions into (line, '', ''): its value is empty, not the line.
def value_of(line: str) -> str:
    key, sep, value = line.partition("=")
    return value


def main() -> None:
    assert len(value_of("a=1")) > 0
    assert len(value_of("b=22")) > 0
    assert len(value_of("flag")) > 0


main()
