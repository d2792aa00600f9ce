# expect: safe
"""Interleaving two strings character by character, the longer one's tail at the
end: the length is the sum, interleaving with '' gives the other string, and for
equal lengths the even positions spell a and the odd ones b."""


def interleave(a, b):
    out = ''
    i = 0
    while i < len(a) or i < len(b):
        if i < len(a):
            out = out + a[i]
        if i < len(b):
            out = out + b[i]
        i = i + 1
    return out


a = nondet_str()
b = nondet_str()
m = interleave(a, b)
if len(m) != len(a) + len(b):
    reach_error()
if interleave(a, '') != a or interleave('', b) != b:
    reach_error()
if len(a) == len(b):
    for i in range(len(a)):
        if m[2 * i] != a[i] or m[2 * i + 1] != b[i]:
            reach_error()
