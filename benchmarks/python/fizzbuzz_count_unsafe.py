# expect: unsafe
# fails when: n >= 15 (15 counts as fizz)
# witness: 15
"""Counting FizzBuzz outcomes up to n without printing every line."""


def main():
    n = __VERIFIER_nondet_int()
    if n < 1 or n > 20:
        abort()
    fizz = buzz = fizzbuzz = plain = 0
    for i in range(1, n + 1):
        if i % 3 == 0:
            fizz += 1
            continue
        if i % 15 == 0:
            fizzbuzz += 1
            continue
        if i % 5 == 0:
            buzz += 1
            continue
        plain += 1
    __VERIFIER_assert(fizz + buzz + fizzbuzz + plain == n)
    __VERIFIER_assert(fizz + fizzbuzz == n // 3)
    __VERIFIER_assert(buzz + fizzbuzz == n // 5)
    __VERIFIER_assert(fizzbuzz == n // 15)
    print(f"{fizz} fizz, {buzz} buzz, {fizzbuzz} fizzbuzz, {plain} numbers")


def __VERIFIER_assert(cond):
    if not cond:
        reach_error()


main()
