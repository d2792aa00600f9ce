# expect: unsafe
# random.randint(a, b) with a > b raises ValueError (an empty range).
import random

low = random.randint(0, 3)
high = random.randint(0, 3)
pick = random.randint(low, high)
assert low <= pick <= high
