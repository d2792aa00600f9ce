# expect: safe
"""Machine epsilon by halving: the smallest power of two eps with 1.0 + eps > 1.0 is
found by halving while 1.0 + eps / 2 is still above 1.0; it is 2**-52 =
2.220446049250313e-16 (sys.float_info.epsilon), and 1.0 + eps / 2 rounds back to
1.0 (a tie, to even)."""
eps = 1.0
halvings = 0
while 1.0 + eps / 2 > 1.0:
    eps /= 2
    halvings += 1
if not (eps == 2.0 ** -52 and halvings == 52):
    reach_error()
if not (eps == 2.220446049250313e-16):
    reach_error()
if not (1.0 + eps / 2 == 1.0 and 1.0 + eps > 1.0):
    reach_error()
