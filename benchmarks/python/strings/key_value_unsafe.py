# expect: unsafe
# fails when: the value has an '=' too, e.g. 'a=b=c': split('=') makes three parts and the third is lost
# witness: 'a=b=c'
"""Splitting 'key=value' at the first '=' (split('=', 1)); the value may contain
'=' itself. An item with '=' gives (k, v) with k + '=' + v == item and no '='
in k, as str.partition does; an item without '=' gives None."""


def reach_error():
    pass


def __VERIFIER_assert(cond):
    if not cond:
        reach_error()


def parse_pair(item):
    if '=' not in item:
        return None
    parts = item.split('=')
    return parts[0], parts[1]


s = nondet_str()
r = parse_pair(s)
if r is None:
    __VERIFIER_assert('=' not in s)
else:
    k, v = r
    __VERIFIER_assert(k + '=' + v == s and '=' not in k)
    __VERIFIER_assert(s.partition('=') == (k, '=', v))
