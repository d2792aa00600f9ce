# expect: safe
import random

moves = (-1, 0, 1)
pos = 0
steps = 0
while steps < 5:
    pos += random.choice(moves)
    steps += 1
assert -5 <= pos <= 5
