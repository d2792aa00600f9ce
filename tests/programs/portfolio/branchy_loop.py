# expect: safe
# An unbounded loop with a branch per iteration: minimax proves it with the
# invariant x >= 0, while the set engine's tree doubles at every iteration.
x = 0
while __VERIFIER_nondet_bool():
    if __VERIFIER_nondet_bool():
        x += 1
    else:
        x += 2
if x < 0:
    reach_error()
