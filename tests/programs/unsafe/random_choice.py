# expect: unsafe
# random.choice(xs) may return any item of xs; of an empty list it raises IndexError.
import random

coins = [1, 2, 5]
a = random.choice(coins)
assert a in coins
picked = []
if a == 5:
    b = random.choice(picked)
