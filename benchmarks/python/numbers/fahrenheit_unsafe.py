# expect: unsafe
# fails when: c >= 100: with the factor upside down, 100 C shows as 87.5 F and never beeps
# witness: 100.0
"""The kettle's conversion with the factor upside down, c * 5 / 9 + 32: 100 C is
shown as 87.5 F, and the kettle never beeps at the boiling point."""
c = nondet_float()
assume(-50.0 <= c <= 150.0)
f = c * 5 / 9 + 32
if not (-58.0 <= f <= 302.0):
    reach_error()
boiling = f >= 212
if not (boiling == (c >= 100)):
    reach_error()
