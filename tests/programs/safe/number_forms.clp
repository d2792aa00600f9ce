% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = ($u1: float, $u2: float, $u3: int, $u4: int, $u5: complex, $u6: int, $u7: int, a: int, b: int, d: int, e: int, k: int, mod: float, n: int, phase: float, q: float, r: float, root#1.x: float, root#1.$ret: float, $v1: bool, hyp#1.a: float, hyp#1.b: float, hyp#1.$ret: float, $v2: bool, $v3: bool)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 10: from math import sqrt
%     3  line 19: if root(16.0) != 4.0 or hyp(3.0, 4.0) != 5.0 or m.pi <= 3.14:
%     4  ERROR: ValueError at line 11
%     5  line 11: return sqrt(x)
%     6  line 19: if root(16.0) != 4.0 or hyp(3.0, 4.0) != 5.0 or m.pi <= 3.14:
%     7  line 19: if root(16.0) != 4.0 or hyp(3.0, 4.0) != 5.0 or m.pi <= 3.14:
%     8  line 19: if root(16.0) != 4.0 or hyp(3.0, 4.0) != 5.0 or m.pi <= 3.14:
%     9  line 15: import math
%    10  line 19: if root(16.0) != 4.0 or hyp(3.0, 4.0) != 5.0 or m.pi <= 3.14:
%    11  ERROR: ValueError at line 16
%    12  line 16: return math.hypot(a, b)
%    13  ERROR: OverflowError at line 16
%    14  line 16: return math.hypot(a, b)
%    15  ERROR: ZeroDivisionError at line 16
%    16  line 16: return math.hypot(a, b)
%    17  line 21: if pow(2, 10) != 1024 or pow(2, -1) != 0.5 or not isinstance(pow(2.0, 2), float):
%    18  ERROR: error() called at line 20
%    19  line 21: if pow(2, 10) != 1024 or pow(2, -1) != 0.5 or not isinstance(pow(2.0, 2), float):
%    20  line 21: if pow(2, 10) != 1024 or pow(2, -1) != 0.5 or not isinstance(pow(2.0, 2), float):
%    21  line 21: if pow(2, 10) != 1024 or pow(2, -1) != 0.5 or not isinstance(pow(2.0, 2), float):
%    22  ERROR: ZeroDivisionError at line 21
%    23  line 21: if pow(2, 10) != 1024 or pow(2, -1) != 0.5 or not isinstance(pow(2.0, 2), float):
%    24  ERROR: OverflowError at line 21
%    25  line 21: if pow(2, 10) != 1024 or pow(2, -1) != 0.5 or not isinstance(pow(2.0, 2), float):
%    26  ERROR: a construct tracer does not model at line 21
%    27  line 21: if pow(2, 10) != 1024 or pow(2, -1) != 0.5 or not isinstance(pow(2.0, 2), float):
%    28  line 21: if pow(2, 10) != 1024 or pow(2, -1) != 0.5 or not isinstance(pow(2.0, 2), float):
%    29  line 21: if pow(2, 10) != 1024 or pow(2, -1) != 0.5 or not isinstance(pow(2.0, 2), float):
%    30  line 21: if pow(2, 10) != 1024 or pow(2, -1) != 0.5 or not isinstance(pow(2.0, 2), float):
%    31  ERROR: ZeroDivisionError at line 21
%    32  line 21: if pow(2, 10) != 1024 or pow(2, -1) != 0.5 or not isinstance(pow(2.0, 2), float):
%    33  ERROR: OverflowError at line 21
%    34  line 21: if pow(2, 10) != 1024 or pow(2, -1) != 0.5 or not isinstance(pow(2.0, 2), float):
%    35  ERROR: a construct tracer does not model at line 21
%    36  line 21: if pow(2, 10) != 1024 or pow(2, -1) != 0.5 or not isinstance(pow(2.0, 2), float):
%    37  line 23: k = 3
%    38  ERROR: error() called at line 22
%    39  line 24: k **= 2
%    40  line 25: if k != 9:
%    41  line 27: q, r = divmod(-7.5, 2.0)
%    42  ERROR: error() called at line 26
%    43  line 27: q, r = divmod(-7.5, 2.0)
%    44  line 27: q, r = divmod(-7.5, 2.0)
%    45  ERROR: ZeroDivisionError at line 27
%    46  line 27: q, r = divmod(-7.5, 2.0)
%    47  line 27: q, r = divmod(-7.5, 2.0)
%    48  line 27: q, r = divmod(-7.5, 2.0)
%    49  line 28: if q != -4.0 or r != 0.5:
%    50  line 30: a, b = 17, 5
%    51  ERROR: error() called at line 29
%    52  ERROR: ValueError at line 30
%    53  line 30: a, b = 17, 5
%    54  line 31: a, b = divmod(a, b)
%    55  line 31: a, b = divmod(a, b)
%    56  line 31: a, b = divmod(a, b)
%    57  ERROR: ZeroDivisionError at line 31
%    58  line 31: a, b = divmod(a, b)
%    59  line 31: a, b = divmod(a, b)
%    60  line 31: a, b = divmod(a, b)
%    61  line 32: if a != 3 or b != 2:
%    62  line 34: mod, phase = cmath.polar(complex(3.0, 4.0))
%    63  ERROR: error() called at line 33
%    64  line 34: mod, phase = cmath.polar(complex(3.0, 4.0))
%    65  ERROR: OverflowError at line 34
%    66  line 34: mod, phase = cmath.polar(complex(3.0, 4.0))
%    67  line 34: mod, phase = cmath.polar(complex(3.0, 4.0))
%    68  ERROR: ValueError at line 34
%    69  line 34: mod, phase = cmath.polar(complex(3.0, 4.0))
%    70  line 34: mod, phase = cmath.polar(complex(3.0, 4.0))
%    71  ERROR: ZeroDivisionError at line 34
%    72  line 34: mod, phase = cmath.polar(complex(3.0, 4.0))
%    73  line 35: if mod != 5.0 or not (0.9 < phase < 1.0):
%    74  line 37: if int() != 0 or bool():
%    75  ERROR: error() called at line 36
%    76  line 39: n = nondet_int()
%    77  ERROR: error() called at line 38
%    78  line 40: try:
%    79  line 42: except ZeroDivisionError:
%    80  line 41: d, e = divmod(10, n)
%    81  line 41: d, e = divmod(10, n)
%    82  line 41: d, e = divmod(10, n)
%    83  line 41: d, e = divmod(10, n)
%    84  line 41: d, e = divmod(10, n)
%    85  ERROR: error() called at line 44

p(0, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(2, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x', root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), root#1.x' = 16.0.   % line 19
p(2, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(5, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), True.   % line 11
p(2, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(4, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), False.   % line 11
p(3, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(6, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), False.   % line 19
p(3, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(7, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), True.   % line 19
p(5, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(3, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret', $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), root#1.$ret' = 4.0.   % line 11
p(6, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(8, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1', hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), $v1' = False.   % line 19
p(7, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(9, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a', hyp#1.b', hyp#1.$ret, $v2, $v3), hyp#1.a' = 3.0, hyp#1.b' = 4.0.   % line 19
p(8, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(18, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), $v1.   % line 19
p(8, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(17, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), not $v1.   % line 19
p(9, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(12, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), True.   % line 16
p(9, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(11, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), False.   % line 16
p(10, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(8, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1', hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), $v1' = False.   % line 19
p(12, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(14, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), True.   % line 16
p(12, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(13, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), False.   % line 16
p(14, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(16, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), True.   % line 16
p(14, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(15, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), False.   % line 16
p(16, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(10, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret', $v2, $v3), hyp#1.$ret' = 5.0.   % line 16
p(17, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(19, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), False.   % line 21
p(17, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(20, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), True.   % line 21
p(19, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(21, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2', $v3), $v2' = False.   % line 21
p(20, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(23, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), True.   % line 21
p(20, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(22, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), False.   % line 21
p(21, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(28, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), $v2.   % line 21
p(21, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(29, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), not $v2.   % line 21
p(23, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(25, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), True.   % line 21
p(23, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(24, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), False.   % line 21
p(25, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(27, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), True.   % line 21
p(25, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(26, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), False.   % line 21
p(27, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(21, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2', $v3), $v2' = False.   % line 21
p(28, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(30, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3'), $v3' = $v2.   % line 21
p(29, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(32, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), True.   % line 21
p(29, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(31, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), False.   % line 21
p(30, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(38, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), $v3.   % line 21
p(30, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(37, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), not $v3.   % line 21
p(32, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(34, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), True.   % line 21
p(32, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(33, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), False.   % line 21
p(34, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(36, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), True.   % line 21
p(34, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(35, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), False.   % line 21
p(36, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(30, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3'), $v3' = False.   % line 21
p(37, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(39, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k', mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), k' = 3.   % line 23
p(39, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(40, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k', mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), k' = k * k.   % line 24
p(40, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(42, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), k != 9.   % line 25
p(40, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(41, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), k == 9.   % line 25
p(41, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(43, $u1', $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), $u1' = -7.5.   % line 27
p(43, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(44, $u1, $u2', $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), $u2' = 2.0.   % line 27
p(44, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(46, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), True.   % line 27
p(44, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(45, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), False.   % line 27
p(46, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(47, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q', r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), q' = -4.0.   % line 27
p(47, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(48, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), True.   % line 27
p(47, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(45, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), False.   % line 27
p(48, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(49, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r', root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), r' = 0.5.   % line 27
p(49, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(51, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), False.   % line 28
p(49, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(50, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), True.   % line 28
p(50, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(53, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), True.   % line 30
p(50, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(52, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), False.   % line 30
p(53, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(54, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a', b', d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), a' = 17, b' = 5.   % line 30
p(54, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(55, $u1, $u2, $u3', $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), $u3' = a.   % line 31
p(55, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(56, $u1, $u2, $u3, $u4', $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), $u4' = b.   % line 31
p(56, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(58, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), $u4 != 0.   % line 31
p(56, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(57, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), $u4 == 0.   % line 31
p(58, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(59, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a', b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), a' = $u3 // $u4.   % line 31
p(59, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(60, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), $u4 != 0.   % line 31
p(59, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(57, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), $u4 == 0.   % line 31
p(60, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(61, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b', d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), b' = $u3 % $u4.   % line 31
p(61, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(63, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), (a != 3) or (b != 2).   % line 32
p(61, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(62, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), not ((a != 3) or (b != 2)).   % line 32
p(62, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(64, $u1, $u2, $u3, $u4, $u5', $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), $u5' = cmake(3.0, 4.0).   % line 34
p(64, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(66, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), True.   % line 34
p(64, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(65, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), False.   % line 34
p(66, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(67, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod', n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), mod' = 5.0.   % line 34
p(67, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(69, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), True.   % line 34
p(67, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(68, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), False.   % line 34
p(69, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(70, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), True.   % line 34
p(69, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(65, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), False.   % line 34
p(70, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(72, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), True.   % line 34
p(70, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(71, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), False.   % line 34
p(72, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(73, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase', q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), phase' = 0.9272952180016122.   % line 34
p(73, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(75, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), False.   % line 35
p(73, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(74, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), True.   % line 35
p(74, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(77, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), False.   % line 37
p(74, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(76, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), True.   % line 37
p(76, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(78, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n', phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3).   % line 39
p(78, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(80, $u1, $u2, $u3, $u4, $u5, $u6', $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), $u6' = 10.   % line 41
p(79, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(85, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), n != 0.   % line 43
p(79, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(1, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), n == 0.   % line 43
p(80, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(81, $u1, $u2, $u3, $u4, $u5, $u6, $u7', a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), $u7' = n.   % line 41
p(81, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(82, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), $u7 != 0.   % line 41
p(81, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(79, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), $u7 == 0.   % line 41
p(82, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(83, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d', e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), d' = 10 // $u7.   % line 41
p(83, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(84, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), $u7 != 0.   % line 41
p(83, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(79, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), $u7 == 0.   % line 41
p(84, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e, k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3) :- p(1, $u1, $u2, $u3, $u4, $u5, $u6, $u7, a, b, d, e', k, mod, n, phase, q, r, root#1.x, root#1.$ret, $v1, hyp#1.a, hyp#1.b, hyp#1.$ret, $v2, $v3), e' = 10 % $u7.   % line 41
