# expect: safe
"""Reversing the order of the words of a text split at single spaces
(split(' ')), keeping every space: the length and the number of spaces are kept,
and reversing twice gives the text back."""


def reverse_words(s):
    words = s.split(' ')
    out = ''
    for i in range(len(words) - 1, -1, -1):
        out += words[i]
        if i > 0:
            out += ' '
    return out


s = nondet_str()
r = reverse_words(s)
if len(r) != len(s) or r.count(' ') != s.count(' '):
    reach_error()
if reverse_words(r) != s:
    reach_error()
if ' '.join(s.split(' ')[::-1]) != r:
    reach_error()
