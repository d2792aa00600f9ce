# expect: safe
"""Building 'abab...ab' with + in a loop: n copies of 'ab' have length 2n, every
pair is 'ab', and 'ba' occurs exactly when there are two copies or more."""

n = __VERIFIER_nondet_int()
__VERIFIER_assume(0 <= n <= 20)
s = ''
for i in range(n):
    s = s + 'ab'
if len(s) != 2 * n:
    reach_error()
for i in range(n):
    if s[2 * i:2 * i + 2] != 'ab':
        reach_error()
if n > 0 and not (s.startswith('a') and s.endswith('b')):
    reach_error()
if ('ba' in s) != (n >= 2) or 'aa' in s:
    reach_error()
