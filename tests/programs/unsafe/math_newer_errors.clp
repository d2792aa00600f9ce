% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (n: int, x: float, $nd1: float)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 8: x = nondet_float()
%     3  line 9: n = nondet_int()
%     4  line 10: if x > 100.0 and x < 200.0:
%     5  line 11: math.gamma(x)
%     6  line 12: if x < 0.5:
%     7  ERROR: ValueError at line 11
%     8  line 11: math.gamma(x)
%     9  ERROR: OverflowError at line 11
%    10  line 11: math.gamma(x)
%    11  ERROR: ZeroDivisionError at line 11
%    12  line 13: math.lgamma(x)
%    13  line 14: if x > -3.0:
%    14  ERROR: ValueError at line 13
%    15  line 13: math.lgamma(x)
%    16  ERROR: OverflowError at line 13
%    17  line 13: math.lgamma(x)
%    18  ERROR: ZeroDivisionError at line 13
%    19  line 15: math.acosh(x)
%    20  line 18: if n < 10:
%    21  ERROR: ValueError at line 15
%    22  line 15: math.acosh(x)
%    23  ERROR: OverflowError at line 15
%    24  line 15: math.acosh(x)
%    25  ERROR: ZeroDivisionError at line 15
%    26  line 16: math.atanh(x)
%    27  ERROR: ValueError at line 16
%    28  line 16: math.atanh(x)
%    29  ERROR: OverflowError at line 16
%    30  line 16: math.atanh(x)
%    31  ERROR: ZeroDivisionError at line 16
%    32  line 17: math.log1p(x)
%    33  ERROR: ValueError at line 17
%    34  line 17: math.log1p(x)
%    35  ERROR: OverflowError at line 17
%    36  line 17: math.log1p(x)
%    37  ERROR: ZeroDivisionError at line 17
%    38  line 19: math.comb(n, 2)
%    39  ERROR: ValueError at line 19
%    40  line 19: math.comb(n, 2)
%    41  ERROR: OverflowError at line 19
%    42  line 19: math.comb(n, 2)
%    43  ERROR: ZeroDivisionError at line 19
%    44  line 19: math.comb(n, 2)
%    45  ERROR: a construct tracer does not model at line 19
%    46  line 20: math.factorial(n)
%    47  ERROR: ValueError at line 20
%    48  line 20: math.factorial(n)
%    49  ERROR: OverflowError at line 20
%    50  line 20: math.factorial(n)
%    51  ERROR: ZeroDivisionError at line 20
%    52  line 20: math.factorial(n)
%    53  ERROR: a construct tracer does not model at line 20

p(0, n, x, $nd1) :- p(2, n, x, $nd1').   % line 8
p(2, n, x, $nd1) :- p(3, n, x', $nd1), x' = $nd1.   % line 8
p(3, n, x, $nd1) :- p(4, n', x, $nd1).   % line 9
p(4, n, x, $nd1) :- p(5, n, x, $nd1), (fcmp>(x, 100.0)) and (fcmp<(x, 200.0)).   % line 10
p(4, n, x, $nd1) :- p(6, n, x, $nd1), not ((fcmp>(x, 100.0)) and (fcmp<(x, 200.0))).   % line 10
p(5, n, x, $nd1) :- p(8, n, x, $nd1), (gamma_fails(x)) != 1.   % line 11
p(5, n, x, $nd1) :- p(7, n, x, $nd1), (gamma_fails(x)) == 1.   % line 11
p(6, n, x, $nd1) :- p(12, n, x, $nd1), fcmp<(x, 0.5).   % line 12
p(6, n, x, $nd1) :- p(13, n, x, $nd1), not (fcmp<(x, 0.5)).   % line 12
p(8, n, x, $nd1) :- p(10, n, x, $nd1), (gamma_fails(x)) != 2.   % line 11
p(8, n, x, $nd1) :- p(9, n, x, $nd1), (gamma_fails(x)) == 2.   % line 11
p(10, n, x, $nd1) :- p(6, n, x, $nd1), (gamma_fails(x)) != 3.   % line 11
p(10, n, x, $nd1) :- p(11, n, x, $nd1), (gamma_fails(x)) == 3.   % line 11
p(12, n, x, $nd1) :- p(15, n, x, $nd1), (lgamma_fails(x)) != 1.   % line 13
p(12, n, x, $nd1) :- p(14, n, x, $nd1), (lgamma_fails(x)) == 1.   % line 13
p(13, n, x, $nd1) :- p(19, n, x, $nd1), fcmp>(x, -3.0).   % line 14
p(13, n, x, $nd1) :- p(20, n, x, $nd1), not (fcmp>(x, -3.0)).   % line 14
p(15, n, x, $nd1) :- p(17, n, x, $nd1), (lgamma_fails(x)) != 2.   % line 13
p(15, n, x, $nd1) :- p(16, n, x, $nd1), (lgamma_fails(x)) == 2.   % line 13
p(17, n, x, $nd1) :- p(13, n, x, $nd1), (lgamma_fails(x)) != 3.   % line 13
p(17, n, x, $nd1) :- p(18, n, x, $nd1), (lgamma_fails(x)) == 3.   % line 13
p(19, n, x, $nd1) :- p(22, n, x, $nd1), (acosh_fails(x)) != 1.   % line 15
p(19, n, x, $nd1) :- p(21, n, x, $nd1), (acosh_fails(x)) == 1.   % line 15
p(20, n, x, $nd1) :- p(38, n, x, $nd1), n < 10.   % line 18
p(20, n, x, $nd1) :- p(1, n, x, $nd1), n >= 10.   % line 18
p(22, n, x, $nd1) :- p(24, n, x, $nd1), (acosh_fails(x)) != 2.   % line 15
p(22, n, x, $nd1) :- p(23, n, x, $nd1), (acosh_fails(x)) == 2.   % line 15
p(24, n, x, $nd1) :- p(26, n, x, $nd1), (acosh_fails(x)) != 3.   % line 15
p(24, n, x, $nd1) :- p(25, n, x, $nd1), (acosh_fails(x)) == 3.   % line 15
p(26, n, x, $nd1) :- p(28, n, x, $nd1), (atanh_fails(x)) != 1.   % line 16
p(26, n, x, $nd1) :- p(27, n, x, $nd1), (atanh_fails(x)) == 1.   % line 16
p(28, n, x, $nd1) :- p(30, n, x, $nd1), (atanh_fails(x)) != 2.   % line 16
p(28, n, x, $nd1) :- p(29, n, x, $nd1), (atanh_fails(x)) == 2.   % line 16
p(30, n, x, $nd1) :- p(32, n, x, $nd1), (atanh_fails(x)) != 3.   % line 16
p(30, n, x, $nd1) :- p(31, n, x, $nd1), (atanh_fails(x)) == 3.   % line 16
p(32, n, x, $nd1) :- p(34, n, x, $nd1), (log1p_fails(x)) != 1.   % line 17
p(32, n, x, $nd1) :- p(33, n, x, $nd1), (log1p_fails(x)) == 1.   % line 17
p(34, n, x, $nd1) :- p(36, n, x, $nd1), (log1p_fails(x)) != 2.   % line 17
p(34, n, x, $nd1) :- p(35, n, x, $nd1), (log1p_fails(x)) == 2.   % line 17
p(36, n, x, $nd1) :- p(20, n, x, $nd1), (log1p_fails(x)) != 3.   % line 17
p(36, n, x, $nd1) :- p(37, n, x, $nd1), (log1p_fails(x)) == 3.   % line 17
p(38, n, x, $nd1) :- p(40, n, x, $nd1), (comb_fails(n, 2)) != 1.   % line 19
p(38, n, x, $nd1) :- p(39, n, x, $nd1), (comb_fails(n, 2)) == 1.   % line 19
p(40, n, x, $nd1) :- p(42, n, x, $nd1), (comb_fails(n, 2)) != 2.   % line 19
p(40, n, x, $nd1) :- p(41, n, x, $nd1), (comb_fails(n, 2)) == 2.   % line 19
p(42, n, x, $nd1) :- p(44, n, x, $nd1), (comb_fails(n, 2)) != 3.   % line 19
p(42, n, x, $nd1) :- p(43, n, x, $nd1), (comb_fails(n, 2)) == 3.   % line 19
p(44, n, x, $nd1) :- p(46, n, x, $nd1), (comb_fails(n, 2)) != 5.   % line 19
p(44, n, x, $nd1) :- p(45, n, x, $nd1), (comb_fails(n, 2)) == 5.   % line 19
p(46, n, x, $nd1) :- p(48, n, x, $nd1), (factorial_fails(n)) != 1.   % line 20
p(46, n, x, $nd1) :- p(47, n, x, $nd1), (factorial_fails(n)) == 1.   % line 20
p(48, n, x, $nd1) :- p(50, n, x, $nd1), (factorial_fails(n)) != 2.   % line 20
p(48, n, x, $nd1) :- p(49, n, x, $nd1), (factorial_fails(n)) == 2.   % line 20
p(50, n, x, $nd1) :- p(52, n, x, $nd1), (factorial_fails(n)) != 3.   % line 20
p(50, n, x, $nd1) :- p(51, n, x, $nd1), (factorial_fails(n)) == 3.   % line 20
p(52, n, x, $nd1) :- p(1, n, x, $nd1), (factorial_fails(n)) != 5.   % line 20
p(52, n, x, $nd1) :- p(53, n, x, $nd1), (factorial_fails(n)) == 5.   % line 20
