# expect: unsafe
# fails when: always: three quarter turns give (4-3j)
# witness:
"""Three quarter turns are not the identity: (3+4j) * 1j ** 3 is (4-3j)."""
z = complex(3, 4)
w = z
for _ in range(3):
    w = w * 1j
if not (w == z):
    reach_error()
