# expect: safe
# Triangular numbers summed forwards and backwards (a module-level script).


def reach_error():
    pass


n = __VERIFIER_nondet_int()
__VERIFIER_assume(0 <= n <= 20)

forward = 0
for i in range(1, n + 1):
    forward += i

backward = 0
for i in reversed(range(n + 1)):
    backward += i

odd_sum = 0
for k in range(n):
    odd_sum += 2 * k + 1

if forward != backward:
    reach_error()
if 2 * forward != n * (n + 1):
    reach_error()
if odd_sum != n * n:
    reach_error()
