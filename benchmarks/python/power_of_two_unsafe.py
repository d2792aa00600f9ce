# expect: unsafe
# fails when: x = 0 (0 & -1 == 0)
# witness: 0
"""The power-of-two test x & (x - 1) == 0, checked against repeated shifting."""


def is_power_of_two(x):
    return x & (x - 1) == 0


def next_power_of_two(x):
    p = 1
    while p < x:
        p <<= 1
    return p


def main():
    x = nondet_int()
    if not (-16 <= x <= 1024):
        return
    p = next_power_of_two(x)
    if is_power_of_two(x) != (p == x):
        reach_error()
    if x >= 1 and not (x <= p < 2 * x):
        reach_error()
    if not is_power_of_two(p):
        reach_error()


main()
