# expect: safe
"""An elevator that moves one floor per tick toward the requested floor."""

TOP = 5


def reach_error():
    pass


def main():
    floor = target = 0
    moves = 0
    for tick in range(20):
        if floor == target and __VERIFIER_nondet_bool():
            request = __VERIFIER_nondet_int()
            if 0 <= request <= TOP:
                target = request
        before = floor
        direction = (target > floor) - (target < floor)
        floor += direction
        if abs(floor - before) > 1:
            reach_error()
        if floor < 0 or floor > TOP:
            reach_error()
        moves += abs(direction)
    if moves > 20:
        reach_error()


main()
