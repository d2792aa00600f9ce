# expect: safe
"""Multiplying by 1j rotates by a quarter turn: four rotations of a Gaussian
integer give it back exactly, and abs() is unchanged by each."""
z = complex(3, 4)
w = z
for _ in range(4):
    w = w * 1j
    if not (abs(w) == 5.0):
        reach_error()
if not (w == z):
    reach_error()
