# expect: unsafe
# fails when: the text has another line boundary that splitlines() knows: '\r', '\x0b', '\x0c', '\x1c'..'\x1e', '\x85', '\u2028', '\u2029'
# witness: 'a\rb'
"""Counting the lines of a text: the newline-terminated ones plus an unterminated
last one. split('\\n') has one piece more than there are newlines, joining the pieces
gives the text back, and the count is what splitlines() gives."""


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
if count_lines(text) != len(text.splitlines()):
    reach_error()
