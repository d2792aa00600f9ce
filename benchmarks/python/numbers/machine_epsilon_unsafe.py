# expect: unsafe
# fails when: always: the loop stops one halving late, at 2**-53
# witness:
"""Machine epsilon by halving while 1.0 + eps > 1.0: the loop ends at the first eps
that no longer counts, 2**-53, half the epsilon, since 1.0 + 2**-53 rounds to 1.0."""
eps = 1.0
while 1.0 + eps > 1.0:
    eps /= 2
if not (eps == 2.220446049250313e-16):
    reach_error()
