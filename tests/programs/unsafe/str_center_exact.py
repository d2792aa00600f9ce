# expect: unsafe
# center() puts the odd pad's extra space on the left when the width is odd: 'ab'.center(5) is '  ab ', so the text does not start one space in.
def main(s: str, w: int) -> None:
    if w < 0 or w > 8:
        return
    c = s.center(w)
    pad = len(c) - len(s)
    assert c[pad // 2:pad // 2 + len(s)] == s


main(nondet_str(), nondet_int())
