# expect: safe
"""A token-bucket rate limiter: a request is served only when a token is left."""

CAPACITY: int = 3


def main() -> None:
    tokens: int = CAPACITY
    served = refused = ticks = 0
    for t in range(15):
        if nondet_bool():
            tokens = min(tokens + 1, CAPACITY)
            ticks += 1
        elif tokens > 0:
            tokens -= 1
            served += 1
        else:
            refused += 1
        assert 0 <= tokens <= CAPACITY, f"tokens out of range: {tokens}"
        assert served <= CAPACITY + ticks, f"served {served} with only {ticks} refills"
    print(f"served {served}, refused {refused}")


main()
