# expect: unsafe
# fails when: w overlaps itself in text, e.g. 'aa' in 'aaa': after a match the scan moves one character, not len(w)
# witness: 'aaa', 'aa'
"""Counting non-overlapping occurrences of w from left to right, by slicing:
the count is str.count's (len(text) + 1 for the empty w), it is positive
exactly when w occurs, and replace(w, '') removes that many times len(w)
characters."""


def occurrences(text, w):
    if w == '':
        return len(text) + 1
    n = 0
    i = 0
    while i + len(w) <= len(text):
        if text[i:i + len(w)] == w:
            n += 1
            i += 1
        else:
            i += 1
    return n


text = nondet_str()
w = nondet_str()
n = occurrences(text, w)
if n != text.count(w):
    reach_error()
if (n > 0) != (w in text):
    reach_error()
if len(text.replace(w, '')) != len(text) - n * len(w):
    reach_error()
