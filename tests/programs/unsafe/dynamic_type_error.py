# expect: unsafe
# A name holding an int or a str: adding 1 to the str raises TypeError.
def label(c: bool):
    if c:
        return "many"
    return 1


count = label(__VERIFIER_nondet_bool())
total = count + 1
assert total >= 2
