# expect: error
# Lists hold ints or bools; methods are those of lists.
def main() -> None:
    t = (1, 2)
    t[0] = 3
    flags = [True, False]
    flags.append(5)
    n = 3
    n.append(1)
    xs = [1, 2] * n
    ys = [(1, 2)]
    print(xs, ys, flags)


main()
