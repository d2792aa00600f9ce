# expect: safe
# OSError and its subclasses as programs raise them; IOError names OSError.
def read_file(path: str) -> str:
    if not path:
        raise FileNotFoundError("No path provided")
    if path == "/root":
        raise PermissionError("denied")
    return "content"


def main() -> None:
    caught = 0
    for p in ("", "/root", "a.txt"):
        try:
            assert read_file(p) == "content"
        except OSError:
            caught += 1
    assert caught == 2
    try:
        raise IOError("disk")
    except OSError:
        caught += 1
    assert caught == 3


main()
