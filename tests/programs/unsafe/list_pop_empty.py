# expect: unsafe
# A stack popped once too often raises IndexError.
from _sv_verifier import nondet_int, assume


def main() -> None:
    n = nondet_int()
    assume(0 <= n <= 3)
    stack = [k for k in range(n)]
    for _ in range(2):
        stack.pop()


main()
