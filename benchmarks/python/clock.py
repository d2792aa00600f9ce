# expect: safe
"""A 24-hour clock advanced by arbitrary numbers of minutes."""


def reach_error():
    pass


def main():
    hours = __VERIFIER_nondet_int()
    minutes = __VERIFIER_nondet_int()
    if not (0 <= hours < 24 and 0 <= minutes < 60):
        return
    start = hours * 60 + minutes
    elapsed = 0
    day = 0

    def valid():
        return 0 <= hours < 24 and 0 <= minutes < 60

    for tick in range(4):
        delta = __VERIFIER_nondet_int()
        if delta < 0 or delta > 3000:
            continue
        elapsed += delta
        minutes += delta
        hours += minutes // 60
        minutes %= 60
        day += hours // 24
        hours %= 24
        if not valid():
            reach_error()
    if day * 1440 + hours * 60 + minutes != start + elapsed:
        reach_error()


main()
