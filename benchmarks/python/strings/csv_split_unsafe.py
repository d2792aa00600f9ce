# expect: unsafe
# fails when: the line is empty: ''.split(',') is [''], one field, but the hand count says none
# witness: ''
"""Splitting a line at ',' with split(','): there is one field more than there
are commas (so the empty line has one, empty, field), joining the fields with
',' gives the line back, no field has a comma, and a hand count of the fields
agrees."""


def count_fields(line):
    if line == '':
        return 0
    n = 1
    for c in line:
        if c == ',':
            n += 1
    return n


line = nondet_str()
fields = line.split(',')
if len(fields) != line.count(',') + 1 or ','.join(fields) != line:
    reach_error()
total = 0
for f in fields:
    if ',' in f:
        reach_error()
    total += len(f)
if total + len(fields) - 1 != len(line):
    reach_error()
if count_fields(line) != len(fields):
    reach_error()
