# expect: unsafe
# The file's abort() returns (CPython runs what the file defines): the call of
# reach_error() after it is reached. SV-COMP's reach_error() stays the error.
def abort():
    pass

def reach_error():
    pass

x = __VERIFIER_nondet_int()
if x > 100:
    abort()
    if x == 101:
        reach_error()
