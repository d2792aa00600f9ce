% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (x: float, $v1: bool, $v2: bool, $nd3: float)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  ERROR: ValueError at line 6
%     3  line 6: if not math.isclose(1.0, 1.05, rel_tol=0.1) or math.isclose(1.0, 1.05):
%     4  ERROR: OverflowError at line 6
%     5  line 6: if not math.isclose(1.0, 1.05, rel_tol=0.1) or math.isclose(1.0, 1.05):
%     6  ERROR: ZeroDivisionError at line 6
%     7  line 6: if not math.isclose(1.0, 1.05, rel_tol=0.1) or math.isclose(1.0, 1.05):
%     8  line 6: if not math.isclose(1.0, 1.05, rel_tol=0.1) or math.isclose(1.0, 1.05):
%     9  line 6: if not math.isclose(1.0, 1.05, rel_tol=0.1) or math.isclose(1.0, 1.05):
%    10  line 6: if not math.isclose(1.0, 1.05, rel_tol=0.1) or math.isclose(1.0, 1.05):
%    11  ERROR: ValueError at line 6
%    12  line 6: if not math.isclose(1.0, 1.05, rel_tol=0.1) or math.isclose(1.0, 1.05):
%    13  ERROR: OverflowError at line 6
%    14  line 6: if not math.isclose(1.0, 1.05, rel_tol=0.1) or math.isclose(1.0, 1.05):
%    15  ERROR: ZeroDivisionError at line 6
%    16  line 6: if not math.isclose(1.0, 1.05, rel_tol=0.1) or math.isclose(1.0, 1.05):
%    17  line 8: if not math.isclose(0.0, 1e-12, abs_tol=1e-9) or not math.isclose(1.0, 1.0 + 1e-7, rel_tol=1e-6, abs_tol=0):
%    18  ERROR: error() called at line 7
%    19  ERROR: ValueError at line 8
%    20  line 8: if not math.isclose(0.0, 1e-12, abs_tol=1e-9) or not math.isclose(1.0, 1.0 + 1e-7, rel_tol=1e-6, abs_tol=0):
%    21  ERROR: OverflowError at line 8
%    22  line 8: if not math.isclose(0.0, 1e-12, abs_tol=1e-9) or not math.isclose(1.0, 1.0 + 1e-7, rel_tol=1e-6, abs_tol=0):
%    23  ERROR: ZeroDivisionError at line 8
%    24  line 8: if not math.isclose(0.0, 1e-12, abs_tol=1e-9) or not math.isclose(1.0, 1.0 + 1e-7, rel_tol=1e-6, abs_tol=0):
%    25  line 8: if not math.isclose(0.0, 1e-12, abs_tol=1e-9) or not math.isclose(1.0, 1.0 + 1e-7, rel_tol=1e-6, abs_tol=0):
%    26  line 8: if not math.isclose(0.0, 1e-12, abs_tol=1e-9) or not math.isclose(1.0, 1.0 + 1e-7, rel_tol=1e-6, abs_tol=0):
%    27  line 8: if not math.isclose(0.0, 1e-12, abs_tol=1e-9) or not math.isclose(1.0, 1.0 + 1e-7, rel_tol=1e-6, abs_tol=0):
%    28  ERROR: ValueError at line 8
%    29  line 8: if not math.isclose(0.0, 1e-12, abs_tol=1e-9) or not math.isclose(1.0, 1.0 + 1e-7, rel_tol=1e-6, abs_tol=0):
%    30  ERROR: OverflowError at line 8
%    31  line 8: if not math.isclose(0.0, 1e-12, abs_tol=1e-9) or not math.isclose(1.0, 1.0 + 1e-7, rel_tol=1e-6, abs_tol=0):
%    32  ERROR: ZeroDivisionError at line 8
%    33  line 8: if not math.isclose(0.0, 1e-12, abs_tol=1e-9) or not math.isclose(1.0, 1.0 + 1e-7, rel_tol=1e-6, abs_tol=0):
%    34  line 10: x = nondet_float()
%    35  ERROR: error() called at line 9
%    36  line 10: x = nondet_float()
%    37  line 11: assume(x >= 0.0 and x <= 1.0)
%    38  line 12: if not math.isclose(x, x, abs_tol=1e-9):
%    39  ERROR: ValueError at line 12
%    40  line 12: if not math.isclose(x, x, abs_tol=1e-9):
%    41  ERROR: OverflowError at line 12
%    42  line 12: if not math.isclose(x, x, abs_tol=1e-9):
%    43  ERROR: ZeroDivisionError at line 12
%    44  line 12: if not math.isclose(x, x, abs_tol=1e-9):
%    45  line 14: try:
%    46  ERROR: error() called at line 13
%    47  line 19: try:
%    48  line 15: math.isclose(1.0, 2.0, rel_tol=-1.0)
%    49  ERROR: OverflowError at line 15
%    50  line 15: math.isclose(1.0, 2.0, rel_tol=-1.0)
%    51  ERROR: ZeroDivisionError at line 15
%    52  ERROR: error() called at line 16
%    53  ERROR: ValueError at line 20
%    54  line 20: math.isclose(1.0, 2.0, abs_tol=10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000)
%    55  line 20: math.isclose(1.0, 2.0, abs_tol=10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000)
%    56  ERROR: ZeroDivisionError at line 20
%    57  ERROR: error() called at line 21

p(0, x, $v1, $v2, $nd3) :- p(3, x, $v1, $v2, $nd3), True.   % line 6
p(0, x, $v1, $v2, $nd3) :- p(2, x, $v1, $v2, $nd3), False.   % line 6
p(3, x, $v1, $v2, $nd3) :- p(5, x, $v1, $v2, $nd3), True.   % line 6
p(3, x, $v1, $v2, $nd3) :- p(4, x, $v1, $v2, $nd3), False.   % line 6
p(5, x, $v1, $v2, $nd3) :- p(7, x, $v1, $v2, $nd3), True.   % line 6
p(5, x, $v1, $v2, $nd3) :- p(6, x, $v1, $v2, $nd3), False.   % line 6
p(7, x, $v1, $v2, $nd3) :- p(8, x, $v1, $v2, $nd3), False.   % line 6
p(7, x, $v1, $v2, $nd3) :- p(9, x, $v1, $v2, $nd3), True.   % line 6
p(8, x, $v1, $v2, $nd3) :- p(10, x, $v1', $v2, $nd3), $v1' = False.   % line 6
p(9, x, $v1, $v2, $nd3) :- p(12, x, $v1, $v2, $nd3), True.   % line 6
p(9, x, $v1, $v2, $nd3) :- p(11, x, $v1, $v2, $nd3), False.   % line 6
p(10, x, $v1, $v2, $nd3) :- p(18, x, $v1, $v2, $nd3), $v1.   % line 6
p(10, x, $v1, $v2, $nd3) :- p(17, x, $v1, $v2, $nd3), not $v1.   % line 6
p(12, x, $v1, $v2, $nd3) :- p(14, x, $v1, $v2, $nd3), True.   % line 6
p(12, x, $v1, $v2, $nd3) :- p(13, x, $v1, $v2, $nd3), False.   % line 6
p(14, x, $v1, $v2, $nd3) :- p(16, x, $v1, $v2, $nd3), True.   % line 6
p(14, x, $v1, $v2, $nd3) :- p(15, x, $v1, $v2, $nd3), False.   % line 6
p(16, x, $v1, $v2, $nd3) :- p(10, x, $v1', $v2, $nd3), $v1' = False.   % line 6
p(17, x, $v1, $v2, $nd3) :- p(20, x, $v1, $v2, $nd3), True.   % line 8
p(17, x, $v1, $v2, $nd3) :- p(19, x, $v1, $v2, $nd3), False.   % line 8
p(20, x, $v1, $v2, $nd3) :- p(22, x, $v1, $v2, $nd3), True.   % line 8
p(20, x, $v1, $v2, $nd3) :- p(21, x, $v1, $v2, $nd3), False.   % line 8
p(22, x, $v1, $v2, $nd3) :- p(24, x, $v1, $v2, $nd3), True.   % line 8
p(22, x, $v1, $v2, $nd3) :- p(23, x, $v1, $v2, $nd3), False.   % line 8
p(24, x, $v1, $v2, $nd3) :- p(25, x, $v1, $v2, $nd3), False.   % line 8
p(24, x, $v1, $v2, $nd3) :- p(26, x, $v1, $v2, $nd3), True.   % line 8
p(25, x, $v1, $v2, $nd3) :- p(27, x, $v1, $v2', $nd3), $v2' = False.   % line 8
p(26, x, $v1, $v2, $nd3) :- p(29, x, $v1, $v2, $nd3), True.   % line 8
p(26, x, $v1, $v2, $nd3) :- p(28, x, $v1, $v2, $nd3), False.   % line 8
p(27, x, $v1, $v2, $nd3) :- p(35, x, $v1, $v2, $nd3), $v2.   % line 8
p(27, x, $v1, $v2, $nd3) :- p(34, x, $v1, $v2, $nd3), not $v2.   % line 8
p(29, x, $v1, $v2, $nd3) :- p(31, x, $v1, $v2, $nd3), True.   % line 8
p(29, x, $v1, $v2, $nd3) :- p(30, x, $v1, $v2, $nd3), False.   % line 8
p(31, x, $v1, $v2, $nd3) :- p(33, x, $v1, $v2, $nd3), True.   % line 8
p(31, x, $v1, $v2, $nd3) :- p(32, x, $v1, $v2, $nd3), False.   % line 8
p(33, x, $v1, $v2, $nd3) :- p(27, x, $v1, $v2', $nd3), $v2' = False.   % line 8
p(34, x, $v1, $v2, $nd3) :- p(36, x, $v1, $v2, $nd3').   % line 10
p(36, x, $v1, $v2, $nd3) :- p(37, x', $v1, $v2, $nd3), x' = $nd3.   % line 10
p(37, x, $v1, $v2, $nd3) :- p(38, x, $v1, $v2, $nd3), (fcmp>=(x, 0.0)) and (fcmp<=(x, 1.0)).   % line 11
p(38, x, $v1, $v2, $nd3) :- p(40, x, $v1, $v2, $nd3), (isclosetol_fails(x, x, 1e-09, 1e-09)) != 1.   % line 12
p(38, x, $v1, $v2, $nd3) :- p(39, x, $v1, $v2, $nd3), (isclosetol_fails(x, x, 1e-09, 1e-09)) == 1.   % line 12
p(40, x, $v1, $v2, $nd3) :- p(42, x, $v1, $v2, $nd3), (isclosetol_fails(x, x, 1e-09, 1e-09)) != 2.   % line 12
p(40, x, $v1, $v2, $nd3) :- p(41, x, $v1, $v2, $nd3), (isclosetol_fails(x, x, 1e-09, 1e-09)) == 2.   % line 12
p(42, x, $v1, $v2, $nd3) :- p(44, x, $v1, $v2, $nd3), (isclosetol_fails(x, x, 1e-09, 1e-09)) != 3.   % line 12
p(42, x, $v1, $v2, $nd3) :- p(43, x, $v1, $v2, $nd3), (isclosetol_fails(x, x, 1e-09, 1e-09)) == 3.   % line 12
p(44, x, $v1, $v2, $nd3) :- p(46, x, $v1, $v2, $nd3), not (isclosetol(x, x, 1e-09, 1e-09)).   % line 12
p(44, x, $v1, $v2, $nd3) :- p(45, x, $v1, $v2, $nd3), isclosetol(x, x, 1e-09, 1e-09).   % line 12
p(45, x, $v1, $v2, $nd3) :- p(48, x, $v1, $v2, $nd3), False.   % line 15
p(45, x, $v1, $v2, $nd3) :- p(47, x, $v1, $v2, $nd3), True.   % line 15
p(47, x, $v1, $v2, $nd3) :- p(54, x, $v1, $v2, $nd3), True.   % line 20
p(47, x, $v1, $v2, $nd3) :- p(53, x, $v1, $v2, $nd3), False.   % line 20
p(48, x, $v1, $v2, $nd3) :- p(50, x, $v1, $v2, $nd3), True.   % line 15
p(48, x, $v1, $v2, $nd3) :- p(49, x, $v1, $v2, $nd3), False.   % line 15
p(50, x, $v1, $v2, $nd3) :- p(52, x, $v1, $v2, $nd3), True.   % line 15
p(50, x, $v1, $v2, $nd3) :- p(51, x, $v1, $v2, $nd3), False.   % line 15
p(54, x, $v1, $v2, $nd3) :- p(55, x, $v1, $v2, $nd3), False.   % line 20
p(54, x, $v1, $v2, $nd3) :- p(1, x, $v1, $v2, $nd3), True.   % line 20
p(55, x, $v1, $v2, $nd3) :- p(57, x, $v1, $v2, $nd3), True.   % line 20
p(55, x, $v1, $v2, $nd3) :- p(56, x, $v1, $v2, $nd3), False.   % line 20
