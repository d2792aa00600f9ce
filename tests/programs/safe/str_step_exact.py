# expect: safe
# Slices with a literal step are exact for the solver: facts that hold for every string are proved.
def main(s: str, t: str) -> None:
    assert s[::-1][::-1] == s
    assert len(s[1::2]) == len(s) // 2
    assert (s + t)[::-1] == t[::-1] + s[::-1]
    if len(s) > 3:
        assert s[::-2][0] == s[-1] and s[1::2][1] == s[3]


main(nondet_str(), nondet_str())
