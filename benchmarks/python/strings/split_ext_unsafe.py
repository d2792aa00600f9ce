# expect: unsafe
# fails when: the name ends with a dot: i = -1 and name[i + 1:] is name[0:], the whole name
# witness: 'a.'
"""Splitting a file name at its last dot, found by scanning with negative
indices: base + '.' + ext gives the name back, ext has no dot, and a name
without a dot is all base."""


def split_ext(name):
    i = -1
    while i >= -len(name):
        if name[i] == '.':
            return name[:i], name[i + 1:]
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
