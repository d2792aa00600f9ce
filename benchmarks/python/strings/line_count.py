# expect: safe
"""Counting the lines of a text: the newline-terminated ones plus an unterminated
last one. split('\\n') has one piece more than there are newlines, joining the pieces
gives the text back, and the count is the number of pieces, less one when the
last piece is empty."""


def count_lines(text):
    n = 0
    for c in text:
        if c == '\n':
            n += 1
    if text != '' and not text.endswith('\n'):
        n += 1
    return n


text = nondet_str()
lines = text.split('\n')
if len(lines) != text.count('\n') + 1 or '\n'.join(lines) != text:
    reach_error()
if count_lines(text) != len(lines) - (1 if lines[-1] == '' else 0):
    reach_error()
