# expect: unsafe
# random.randint(a, b) may return any int of a..b: two sixes are possible.
import random

def roll():
    return random.randint(1, 6)

a = roll()
b = roll()
assert 2 <= a + b <= 12
assert a + b != 12
