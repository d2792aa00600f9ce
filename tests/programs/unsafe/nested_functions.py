# expect: unsafe
# The helper sees the counter's value at call time, not at its definition.
def main():
    count = 0

    def over():
        return count > 2

    for _ in range(4):
        if __VERIFIER_nondet_bool():
            count += 1
    if over():
        reach_error()


main()
