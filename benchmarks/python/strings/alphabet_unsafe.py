# expect: unsafe
# fails when: k < 25: the loop starts at 1, so the alphabet starts at 'b' (k = 25 raises IndexError)
# witness: 0
"""Building the alphabet with chr(ord('a') + i): 26 letters ending in 'z', all
lowercase letters (isalpha, islower), and letter k is at index k (find) and
upper-cases to chr(ord('A') + k)."""


def reach_error():
    pass


def __VERIFIER_assert(cond):
    if not cond:
        reach_error()


alphabet = ''
for i in range(1, 26):
    alphabet += chr(ord('a') + i)
k = __VERIFIER_nondet_int()
__VERIFIER_assume(0 <= k < 26)
c = alphabet[k]
__VERIFIER_assert(alphabet.find(c) == k and ord(c) - ord('a') == k)
__VERIFIER_assert(alphabet.isalpha() and alphabet.islower())
__VERIFIER_assert(alphabet.upper()[k] == chr(ord('A') + k))
__VERIFIER_assert(len(alphabet) == 26 and alphabet[-1] == 'z')
