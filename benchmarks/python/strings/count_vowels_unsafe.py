# expect: unsafe
# fails when: s has an upper-case vowel: count_vowels only knows 'aeiou', count_others knows all ten
# witness: 'A', ''
"""Counting vowels and the other characters: the two counts add up to len(s), and
the vowels of s + t are those of s plus those of t."""

VOWELS = 'aeiouAEIOU'


def count_vowels(s):
    n = 0
    for c in s:
        if c in 'aeiou':
            n = n + 1
    return n


def count_others(s):
    n = 0
    for c in s:
        if c not in VOWELS:
            n = n + 1
    return n


s = nondet_str()
t = nondet_str()
v = count_vowels(s)
if v > len(s):
    reach_error()
if v + count_others(s) != len(s):
    reach_error()
if count_vowels(s + t) != v + count_vowels(t):
    reach_error()
