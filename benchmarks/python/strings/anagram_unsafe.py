# expect: unsafe
# fails when: b has the characters of a with the same counts and more besides, e.g. a = 'a', b = 'ab'
# witness: 'a', 'ab'
"""Anagrams by counting (len and str.count): the test agrees with comparing the
sorted characters (sorted, join), is symmetric, and a string is an anagram of
its reverse (s[::-1])."""


def reach_error():
    pass


def __VERIFIER_assert(cond):
    if not cond:
        reach_error()


def is_anagram(a, b):
    for c in a:
        if a.count(c) != b.count(c):
            return False
    return True


a = nondet_str()
b = nondet_str()
r = is_anagram(a, b)
__VERIFIER_assert(r == (''.join(sorted(a)) == ''.join(sorted(b))))
__VERIFIER_assert(r == is_anagram(b, a))
__VERIFIER_assert(is_anagram(a, a[::-1]))
