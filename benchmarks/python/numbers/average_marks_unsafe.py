# expect: unsafe
# fails when: a + b is odd: // drops the half point
# witness: 0, 1
"""The average of two marks with floor division, (a + b) // 2: an odd sum loses its
half point, and the average doubled is no longer the sum."""
a = nondet_int()
b = nondet_int()
assume(0 <= a <= 100)
assume(0 <= b <= 100)
average = (a + b) // 2
if not (min(a, b) <= average <= max(a, b)):
    reach_error()
if not (average * 2 == a + b):
    reach_error()
