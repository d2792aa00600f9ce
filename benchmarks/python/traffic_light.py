# expect: safe
"""A traffic light controller with a pedestrian button."""

RED, GREEN, YELLOW = 0, 1, 2
MIN_GREEN = 2


def reach_error():
    pass


def main():
    state = RED
    green_for = 0
    for t in range(20):
        button = __VERIFIER_nondet_bool()
        prev = state
        if state == RED:
            state = GREEN
            green_for = 0
        elif state == GREEN:
            green_for += 1
            if button and green_for >= MIN_GREEN:
                state = YELLOW
        else:
            state = RED
        if not (RED <= state <= YELLOW):
            reach_error()
        if prev == GREEN and state == RED:
            reach_error()
        if prev == YELLOW and state != RED:
            reach_error()
        if prev == GREEN and state == YELLOW and green_for < MIN_GREEN:
            reach_error()


main()
