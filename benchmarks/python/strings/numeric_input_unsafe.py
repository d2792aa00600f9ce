# expect: unsafe
# fails when: the field holds a digit int() does not take: '²'.isdigit() is True, int('²') raises ValueError
# witness: '²'
"""Reading a number from a form field: after strip(), a field of ASCII digits
(isascii and isdigit) always converts with int(), and zfill() of the value to the
field's width gives the field back."""


def read_number(s):
    t = s.strip()
    if t == '' or not t.isdigit():
        return None
    try:
        return int(t)
    except ValueError:
        reach_error()


s = nondet_str()
__VERIFIER_assume(len(s) <= 20)  # int() refuses over 4300 digits
v = read_number(s)
if v is not None:
    t = s.strip()
    if v < 0 or str(v).zfill(len(t)) != t:
        reach_error()
