# expect: safe
"""Run-length coding: each run is written as its character, its length (str) and
';'. Decoding (find, int, *) an encoding gives the text back, for every text,
digits and ';' included, and the code is at most three times as long."""


def encode(s):
    if s == '':
        return ''
    out = ''
    prev = s[0]
    n = 0
    for c in s:
        if c == prev:
            n += 1
        else:
            out += prev + str(n) + ';'
            prev = c
            n = 1
    return out + prev + str(n) + ';'


def decode(e):
    out = ''
    i = 0
    while i < len(e):
        j = e.find(';', i + 1)
        out += e[i] * int(e[i + 1:j])
        i = j + 1
    return out


s = nondet_str()
e = encode(s)
if decode(e) != s:
    reach_error()
if len(e) > 3 * len(s):
    reach_error()
