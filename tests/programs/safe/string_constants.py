# expect: safe
# The string module's constants, as CPython defines them.
import string

assert string.ascii_letters == string.ascii_lowercase + string.ascii_uppercase
assert string.printable == string.digits + string.ascii_letters + string.punctuation + string.whitespace
assert len(string.punctuation) == 32 and "\\" in string.punctuation and '"' in string.punctuation
assert string.whitespace == " \t\n\r\x0b\x0c"
assert string.hexdigits == "0123456789abcdefABCDEF" and string.octdigits == "01234567"
assert string.digits.isdigit() and string.ascii_uppercase.isupper()
word = "Tracer"
assert all(c in string.ascii_letters for c in word)
assert word[0] in string.ascii_uppercase
