# expect: safe
import random

x = random.randint(-5, 5)
y = random.randint(x, x + 3)
assert -5 <= x <= 5
assert x <= y <= x + 3
assert y - x in (0, 1, 2, 3)
