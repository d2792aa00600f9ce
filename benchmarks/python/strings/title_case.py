# expect: safe
"""Capitalising the words of a text: the first character of each space-separated
word, if it is an ASCII lowercase letter, is upper-cased with ord/chr. The length
is kept, only characters at the start of a word change, and capitalising again
changes nothing."""


def capitalize_words(s):
    out = ''
    prev = ' '
    for c in s:
        if prev == ' ' and 'a' <= c <= 'z':
            out += chr(ord(c) - 32)
        else:
            out += c
        prev = c
    return out


s = nondet_str()
t = capitalize_words(s)
if len(t) != len(s):
    reach_error()
for i in range(len(s)):
    if t[i] != s[i] and i > 0 and s[i - 1] != ' ':
        reach_error()
if capitalize_words(t) != t:
    reach_error()
