# expect: safe
"""Clamping sensor readings into ranges given by default parameters."""


def clamp(value, low=0, high=100):
    return min(max(value, low), high)


def scale(value, factor=3):
    return clamp(value * factor, -50, 50)


def main():
    for i in range(5):
        raw = nondet_int()
        c = clamp(raw)
        assert 0 <= c <= 100, f"clamp({raw}) = {c}"
        assert abs(c - raw) == max(0 - raw, raw - 100, 0), f"clamp moved {raw} too far"
        s = scale(raw)
        assert -50 <= s <= 50, f"scale({raw}) = {s}"
        if -50 <= raw * 3 <= 50:
            assert s == raw * 3, f"scale changed the in-range value {raw}"


main()
