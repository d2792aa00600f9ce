# expect: safe
# None as a variable's value: a running minimum that starts as None, and a search
# that returns None when it finds nothing.
def find(t, x):
    for i in range(len(t)):
        if t[i] == x:
            return i
    return None


lo = None
for _ in range(3):
    v = __VERIFIER_nondet_int()
    if lo is None or v < lo:
        lo = v
assert lo is not None
assert lo == lo
t = (4, 7, 7)
k = find(t, __VERIFIER_nondet_int())
if k is not None:
    assert t[k] >= 4
    assert k != None
else:
    assert not k
