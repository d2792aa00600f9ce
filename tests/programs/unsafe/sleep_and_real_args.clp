% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (main#1.c: bool, main#1.s: float, main#1.x: tuple, $v1: tuple, $v2: bool, $nd3: float)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  ERROR: OverflowError at line 10
%     3  line 10: time.sleep(0)
%     4  ERROR: ValueError at line 10
%     5  line 10: time.sleep(0)
%     6  ERROR: a construct tracer does not model at line 10
%     7  line 11: time.sleep(-0.0)
%     8  ERROR: ValueError at line 11
%     9  line 11: time.sleep(-0.0)
%    10  ERROR: OverflowError at line 11
%    11  line 11: time.sleep(-0.0)
%    12  line 11: time.sleep(-0.0)
%    13  ERROR: a construct tracer does not model at line 11
%    14  line 12: try:
%    15  line 17: try:
%    16  line 13: time.sleep(float("nan"))
%    17  line 13: time.sleep(float("nan"))
%    18  ERROR: OverflowError at line 13
%    19  line 13: time.sleep(float("nan"))
%    20  line 13: time.sleep(float("nan"))
%    21  ERROR: a construct tracer does not model at line 13
%    22  ERROR: error() called at line 14
%    23  line 22: try:
%    24  line 18: time.sleep(9223372037)
%    25  ERROR: ValueError at line 18
%    26  line 18: time.sleep(9223372037)
%    27  ERROR: a construct tracer does not model at line 18
%    28  ERROR: error() called at line 19
%    29  line 27: c = __VERIFIER_nondet_bool()
%    30  ERROR: error() called at line 24
%    31  line 28: x = 2 if c else 2.5
%    32  line 29: assert round(x, 1) == x
%    33  line 29: assert round(x, 1) == x
%    34  line 29: assert round(x, 1) == x
%    35  line 29: assert round(x, 1) == x
%    36  ERROR: OverflowError at line 29
%    37  line 29: assert round(x, 1) == x
%    38  line 29: assert round(x, 1) == x
%    39  line 29: assert round(x, 1) == x
%    40  line 29: assert round(x, 1) == x
%    41  line 29: assert round(x, 1) == x
%    42  line 29: assert round(x, 1) == x
%    43  line 29: assert round(x, 1) == x
%    44  line 29: assert round(x, 1) == x
%    45  ERROR: AssertionError at line 29
%    46  line 30: s = __VERIFIER_nondet_float()
%    47  line 30: s = __VERIFIER_nondet_float()
%    48  line 31: __VERIFIER_assume(-10.0 < s <= 0.0)
%    49  line 32: time.sleep(s)
%    50  ERROR: ValueError at line 32
%    51  line 32: time.sleep(s)
%    52  ERROR: OverflowError at line 32
%    53  line 32: time.sleep(s)
%    54  line 32: time.sleep(s)
%    55  ERROR: a construct tracer does not model at line 32

p(0, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(3, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), True.   % line 10
p(0, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(2, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), False.   % line 10
p(3, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(5, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), True.   % line 10
p(3, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(4, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), False.   % line 10
p(5, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(7, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), True.   % line 10
p(5, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(6, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), False.   % line 10
p(7, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(9, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), True.   % line 11
p(7, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(8, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), False.   % line 11
p(9, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(11, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), True.   % line 11
p(9, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(10, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), False.   % line 11
p(11, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(12, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), True.   % line 11
p(11, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(8, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), False.   % line 11
p(12, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(14, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), True.   % line 11
p(12, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(13, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), False.   % line 11
p(14, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(16, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), True.   % line 13
p(14, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(15, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), False.   % line 13
p(15, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(24, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), False.   % line 18
p(15, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(23, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), True.   % line 18
p(16, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(17, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), False.   % line 13
p(16, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(15, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), True.   % line 13
p(17, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(19, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), False.   % line 13
p(17, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(18, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), True.   % line 13
p(19, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(20, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), True.   % line 13
p(19, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(15, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), False.   % line 13
p(20, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(22, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), False.   % line 13
p(20, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(21, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), True.   % line 13
p(23, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(30, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), False.   % line 23
p(23, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(29, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), True.   % line 23
p(24, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(26, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), True.   % line 18
p(24, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(25, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), False.   % line 18
p(26, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(28, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), False.   % line 18
p(26, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(27, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), True.   % line 18
p(29, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(31, main#1.c', main#1.s, main#1.x, $v1, $v2, $nd3).   % line 27
p(31, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(32, main#1.c, main#1.s, main#1.x', $v1, $v2, $nd3), main#1.x' = (2, 2) if main#1.c else (4, tobits(2.5)).   % line 28
p(32, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(34, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), main#1.x[0] == 4.   % line 29
p(32, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(35, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), main#1.x[0] != 4.   % line 29
p(33, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(39, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), $v1[0] == 4.   % line 29
p(33, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(40, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), $v1[0] != 4.   % line 29
p(34, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(37, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), not (roundfails(frombits(main#1.x[1]), 1)).   % line 29
p(34, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(36, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), roundfails(frombits(main#1.x[1]), 1).   % line 29
p(35, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(33, main#1.c, main#1.s, main#1.x, $v1', $v2, $nd3), $v1' = (2, main#1.x[1]).   % line 29
p(37, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(33, main#1.c, main#1.s, main#1.x, $v1', $v2, $nd3), $v1' = (4, tobits(rounddigits(frombits(main#1.x[1]), 1))).   % line 29
p(38, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(46, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), $v2.   % line 29
p(38, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(45, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), not $v2.   % line 29
p(39, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(43, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), main#1.x[0] == 4.   % line 29
p(39, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(44, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), main#1.x[0] != 4.   % line 29
p(40, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(41, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), main#1.x[0] == 4.   % line 29
p(40, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(42, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), main#1.x[0] != 4.   % line 29
p(41, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(38, main#1.c, main#1.s, main#1.x, $v1, $v2', $nd3), $v2' = icmp==($v1[1], frombits(main#1.x[1])).   % line 29
p(42, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(38, main#1.c, main#1.s, main#1.x, $v1, $v2', $nd3), $v2' = $v1[1] == main#1.x[1].   % line 29
p(43, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(38, main#1.c, main#1.s, main#1.x, $v1, $v2', $nd3), $v2' = fcmp==(frombits($v1[1]), frombits(main#1.x[1])).   % line 29
p(44, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(38, main#1.c, main#1.s, main#1.x, $v1, $v2', $nd3), $v2' = icmp==(main#1.x[1], frombits($v1[1])).   % line 29
p(46, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(47, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3').   % line 30
p(47, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(48, main#1.c, main#1.s', main#1.x, $v1, $v2, $nd3), main#1.s' = $nd3.   % line 30
p(48, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(49, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), (fcmp<(-10.0, main#1.s)) and (fcmp<=(main#1.s, 0.0)).   % line 31
p(49, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(51, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), not (isnan(main#1.s)).   % line 32
p(49, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(50, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), isnan(main#1.s).   % line 32
p(51, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(53, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), (fcmp<=(-9.223372036854776e+18, mul(main#1.s, 1000000000.0))) and (fcmp<(mul(main#1.s, 1000000000.0), 9.223372036854776e+18)).   % line 32
p(51, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(52, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), not ((fcmp<=(-9.223372036854776e+18, mul(main#1.s, 1000000000.0))) and (fcmp<(mul(main#1.s, 1000000000.0), 9.223372036854776e+18))).   % line 32
p(53, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(54, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), not (fcmp<(main#1.s, 0.0)).   % line 32
p(53, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(50, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), fcmp<(main#1.s, 0.0).   % line 32
p(54, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(1, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), fcmp<=(main#1.s, 4611686018.0).   % line 32
p(54, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3) :- p(55, main#1.c, main#1.s, main#1.x, $v1, $v2, $nd3), not (fcmp<=(main#1.s, 4611686018.0)).   % line 32
