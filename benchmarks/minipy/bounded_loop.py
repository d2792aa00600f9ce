# expect: safe
# A loop bounded by a constant: proved without a user invariant.
def main() -> None:
    s = 0
    for i in range(10):
        s += i
    assert s == 45
