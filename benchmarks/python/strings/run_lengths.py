# expect: safe
"""The runs of equal characters: their lengths add up to len(s), there is one run
more than there are positions where the character changes, and none for ''."""


def runs(s):
    if s == '':
        return 0, 0
    count = 0
    total = 0
    n = 0
    for i in range(len(s) - 1):
        n = n + 1
        if s[i + 1] != s[i]:
            count = count + 1
            total = total + n
            n = 0
    return count + 1, total + n + 1


s = nondet_str()
count, total = runs(s)
if total != len(s) or count > len(s):
    reach_error()
changes = 0
for i in range(1, len(s)):
    if s[i] != s[i - 1]:
        changes = changes + 1
if count != changes + (1 if s != '' else 0):
    reach_error()
