# expect: safe
"""Escaping ';' and '\\' with a backslash (two replace calls: the backslash first),
and unescaping with a scan: unescaping an escaped text gives it back, and
escaping adds one character per ';' and per '\\'."""


def escape(s):
    return s.replace('\\', '\\\\').replace(';', '\\;')


def unescape(e):
    out = ''
    i = 0
    while i < len(e):
        if e[i] == '\\' and i + 1 < len(e):
            i += 1
        out += e[i]
        i += 1
    return out


s = nondet_str()
e = escape(s)
if unescape(e) != s:
    reach_error()
if len(e) != len(s) + s.count('\\') + s.count(';'):
    reach_error()
