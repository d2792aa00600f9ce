# expect: safe
"""Splitting a file name at its last dot, found by scanning with negative
indices: base + '.' + ext gives the name back, ext has no dot, and a name
without a dot is all base."""


def split_ext(name):
    i = -1
    while i >= -len(name):
        if name[i] == '.':
            j = len(name) + i
            return name[:j], name[j + 1:]
        i = i - 1
    return name, ''


name = nondet_str()
base, ext = split_ext(name)
if '.' in ext:
    reach_error()
if '.' in name:
    if base + '.' + ext != name:
        reach_error()
elif base != name or ext != '':
    reach_error()
