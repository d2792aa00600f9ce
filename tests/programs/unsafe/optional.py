# expect: unsafe
# The best score stays None when no attempt passes, and None + 1 raises TypeError.
best = None
for _ in range(2):
    score = __VERIFIER_nondet_int()
    if score > 50 and (best is None or score > best):
        best = score
bonus = best + 1
