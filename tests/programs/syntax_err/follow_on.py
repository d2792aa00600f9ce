# expect: error
# One error for the root cause: the names it would have assigned are not reported again.
def main():
    x = undefined_thing + 1
    x += 2
    y = x * 2
    return y
main()
