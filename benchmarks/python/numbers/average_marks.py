# expect: safe
"""The average of two exam marks in [0, 100] with true division: (a + b) / 2 is
exact (a half at most), lies between the two marks, and doubled gives their sum
back; it is a pass (at least 50) exactly when the sum is at least 100."""
a = nondet_int()
b = nondet_int()
assume(0 <= a <= 100)
assume(0 <= b <= 100)
average = (a + b) / 2
if not (min(a, b) <= average <= max(a, b)):
    reach_error()
if not (average * 2 == a + b):
    reach_error()
if not ((average >= 50) == (a + b >= 100)):
    reach_error()
