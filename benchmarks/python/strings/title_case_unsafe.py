# expect: unsafe
# fails when: str.title() is used: it lower-cases the rest of each word ('aB' -> 'Ab'), starts a word after any non-letter ("a'b" -> "A'B") and may change the length ('ﬁ' -> 'Fi')
# witness: 'aB'
"""Capitalising the words of a text: the first character of each space-separated
word, if it is an ASCII lowercase letter, is upper-cased. The length is kept,
only characters at the start of a word change, and capitalising again changes
nothing."""


def capitalize_words(s):
    return s.title()


s = nondet_str()
t = capitalize_words(s)
if len(t) != len(s):
    reach_error()
for i in range(len(s)):
    if t[i] != s[i] and i > 0 and s[i - 1] != ' ':
        reach_error()
if capitalize_words(t) != t:
    reach_error()
