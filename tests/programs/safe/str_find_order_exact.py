# expect: safe
# find (without bounds), orderings of strs and slices with a literal step are exact for the solver: facts that hold for every string are proved.
def main(s: str, t: str) -> None:
    i = s.find(t)
    if i >= 0:
        assert s[i:i + len(t)] == t
    assert s.find("") == 0 and s.rfind("") == len(s)
    assert (s < t) != (s >= t)
    assert s <= s + t
    assert s[::-1][::-1] == s
    assert len(s[1::2]) == len(s) // 2


main(nondet_str(), nondet_str())
