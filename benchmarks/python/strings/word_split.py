# expect: safe
"""Counting words by hand, a word being a run of characters that are not
whitespace (c.isspace()): the count is len(s.split()), every word of split() is
non-empty and stripped, and joining the words with ' ' and splitting again gives
the same words."""


def count_words(s):
    n = 0
    in_word = False
    for c in s:
        if c.isspace():
            in_word = False
        elif not in_word:
            in_word = True
            n += 1
    return n


s = nondet_str()
words = s.split()
if count_words(s) != len(words):
    reach_error()
for w in words:
    if w == '' or w.strip() != w:
        reach_error()
if ' '.join(words).split() != words:
    reach_error()
