# expect: unsafe
# fails when: any n with a leading digit other than 0 or 9, e.g. n = 5
# witness: 5
# The digit sum of n is congruent to n modulo 9 (a module-level script).


def __VERIFIER_assert(cond):
    if not cond:
        reach_error()


n = __VERIFIER_nondet_int()
if not (0 <= n <= 9999):
    exit(0)

original = n
total = 0
digits = 0
while n > 9:
    total += n % 10
    n //= 10
    digits += 1

__VERIFIER_assert(digits <= 4)
__VERIFIER_assert(total <= 9 * digits)
__VERIFIER_assert(total % 9 == original % 9)
print(f"digit sum of {original} is {total}")
