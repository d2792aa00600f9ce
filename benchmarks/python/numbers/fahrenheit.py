# expect: safe
"""A kettle's thermometer reads Celsius in [-50, 150] and shows Fahrenheit, f = c * 9
/ 5 + 32, in [-58, 302]; it beeps at the boiling point, f >= 212, which is exactly
the readings c >= 100 (every step of the conversion rounds monotonically, 100.0
converts to 212.0 exactly and the float just below 100 to 211.99999999999997)."""
c = nondet_float()
assume(-50.0 <= c <= 150.0)
f = c * 9 / 5 + 32
if not (-58.0 <= f <= 302.0):
    reach_error()
boiling = f >= 212
if not (boiling == (c >= 100)):
    reach_error()
