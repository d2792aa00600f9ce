# expect: safe
# removeprefix/removesuffix, ljust/rjust/center, zfill and runs of one character are slices, concatenations and fills in the CFG: facts that hold for every string are proved.
def main(s: str, p: str, w: int) -> None:
    if w < 0 or w > 8:
        return
    assert len(s.removeprefix(p)) <= len(s)
    assert len(s.removesuffix(p)) <= len(s)
    assert s.rjust(w, "*").endswith(s)
    assert len(s.center(w)) == max(w, len(s))
    assert len(s.zfill(w)) == max(w, len(s))
    assert len("-" * w) == w
    if len(s) >= w:
        assert s.center(w) == s


main(nondet_str(), nondet_str(), nondet_int())
