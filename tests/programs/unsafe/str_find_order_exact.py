# expect: unsafe
# find is the first occurrence: a later one exists only where the str repeats (found exactly, and replayed).
def main(s: str, t: str) -> None:
    if t != "" and s.find(t) != s.rfind(t) and s < t:
        assert False


main(nondet_str(), nondet_str())
