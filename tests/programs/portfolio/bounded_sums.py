# expect: safe
# Bounded loops whose invariants are not linear: the set engine decides it by
# unrolling every run (n <= 20), which minimax's interpolants do not reach.
n = __VERIFIER_nondet_int()
__VERIFIER_assume(0 <= n <= 20)
forward = 0
for i in range(1, n + 1):
    forward += i
backward = 0
for i in reversed(range(n + 1)):
    backward += i
if forward != backward or 2 * forward != n * (n + 1):
    reach_error()
