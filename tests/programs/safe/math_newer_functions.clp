% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (k: int, n: int, x: float, y: float, $nd1: float, $nd2: float, $v3: bool)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 8: x = nondet_float()
%     3  line 9: y = nondet_float()
%     4  line 9: y = nondet_float()
%     5  line 10: n = nondet_int()
%     6  line 11: k = nondet_int()
%     7  line 12: if x >= 1.0:
%     8  line 13: math.acosh(x)
%     9  line 14: if x > -1.0 and x < 1.0:
%    10  ERROR: ValueError at line 13
%    11  line 13: math.acosh(x)
%    12  ERROR: OverflowError at line 13
%    13  line 13: math.acosh(x)
%    14  ERROR: ZeroDivisionError at line 13
%    15  line 15: math.atanh(x)
%    16  line 16: if x > -1.0:
%    17  ERROR: ValueError at line 15
%    18  line 15: math.atanh(x)
%    19  ERROR: OverflowError at line 15
%    20  line 15: math.atanh(x)
%    21  ERROR: ZeroDivisionError at line 15
%    22  line 17: math.log1p(x)
%    23  line 18: if x > 1e-300 and x < 171.5:
%    24  ERROR: ValueError at line 17
%    25  line 17: math.log1p(x)
%    26  ERROR: OverflowError at line 17
%    27  line 17: math.log1p(x)
%    28  ERROR: ZeroDivisionError at line 17
%    29  line 19: math.gamma(x)
%    30  line 20: if x > 0.0 and x < 1e300:
%    31  ERROR: ValueError at line 19
%    32  line 19: math.gamma(x)
%    33  ERROR: OverflowError at line 19
%    34  line 19: math.gamma(x)
%    35  ERROR: ZeroDivisionError at line 19
%    36  line 21: math.lgamma(x)
%    37  line 22: if x <= 709.782712893384:
%    38  ERROR: ValueError at line 21
%    39  line 21: math.lgamma(x)
%    40  ERROR: OverflowError at line 21
%    41  line 21: math.lgamma(x)
%    42  ERROR: ZeroDivisionError at line 21
%    43  line 23: math.expm1(x)
%    44  line 24: if x < 1024.0:
%    45  ERROR: ValueError at line 23
%    46  line 23: math.expm1(x)
%    47  ERROR: OverflowError at line 23
%    48  line 23: math.expm1(x)
%    49  ERROR: ZeroDivisionError at line 23
%    50  line 25: math.exp2(x)
%    51  line 26: math.erf(x)
%    52  ERROR: ValueError at line 25
%    53  line 25: math.exp2(x)
%    54  ERROR: OverflowError at line 25
%    55  line 25: math.exp2(x)
%    56  ERROR: ZeroDivisionError at line 25
%    57  ERROR: ValueError at line 26
%    58  line 26: math.erf(x)
%    59  ERROR: OverflowError at line 26
%    60  line 26: math.erf(x)
%    61  ERROR: ZeroDivisionError at line 26
%    62  line 27: math.erfc(x)
%    63  ERROR: ValueError at line 27
%    64  line 27: math.erfc(x)
%    65  ERROR: OverflowError at line 27
%    66  line 27: math.erfc(x)
%    67  ERROR: ZeroDivisionError at line 27
%    68  line 28: math.cbrt(x)
%    69  ERROR: ValueError at line 28
%    70  line 28: math.cbrt(x)
%    71  ERROR: OverflowError at line 28
%    72  line 28: math.cbrt(x)
%    73  ERROR: ZeroDivisionError at line 28
%    74  line 29: math.asinh(x)
%    75  ERROR: ValueError at line 29
%    76  line 29: math.asinh(x)
%    77  ERROR: OverflowError at line 29
%    78  line 29: math.asinh(x)
%    79  ERROR: ZeroDivisionError at line 29
%    80  line 30: math.ulp(x)
%    81  ERROR: ValueError at line 30
%    82  line 30: math.ulp(x)
%    83  ERROR: OverflowError at line 30
%    84  line 30: math.ulp(x)
%    85  ERROR: ZeroDivisionError at line 30
%    86  line 31: math.nextafter(x, y)
%    87  ERROR: ValueError at line 31
%    88  line 31: math.nextafter(x, y)
%    89  ERROR: OverflowError at line 31
%    90  line 31: math.nextafter(x, y)
%    91  ERROR: ZeroDivisionError at line 31
%    92  line 32: if y != 0.0 and not math.isinf(x):
%    93  line 32: if y != 0.0 and not math.isinf(x):
%    94  line 32: if y != 0.0 and not math.isinf(x):
%    95  line 32: if y != 0.0 and not math.isinf(x):
%    96  line 33: math.remainder(x, y)
%    97  line 34: if n >= 0 and n <= 1000:
%    98  ERROR: ValueError at line 33
%    99  line 33: math.remainder(x, y)
%   100  ERROR: OverflowError at line 33
%   101  line 33: math.remainder(x, y)
%   102  ERROR: ZeroDivisionError at line 33
%   103  line 35: math.factorial(n)
%   104  line 40: math.gcd(n, k, 6)
%   105  ERROR: ValueError at line 35
%   106  line 35: math.factorial(n)
%   107  ERROR: OverflowError at line 35
%   108  line 35: math.factorial(n)
%   109  ERROR: ZeroDivisionError at line 35
%   110  line 35: math.factorial(n)
%   111  ERROR: a construct tracer does not model at line 35
%   112  line 36: math.isqrt(n)
%   113  ERROR: ValueError at line 36
%   114  line 36: math.isqrt(n)
%   115  ERROR: OverflowError at line 36
%   116  line 36: math.isqrt(n)
%   117  ERROR: ZeroDivisionError at line 36
%   118  line 37: if k >= 0 and k <= 60:
%   119  line 38: math.comb(n, k)
%   120  ERROR: ValueError at line 38
%   121  line 38: math.comb(n, k)
%   122  ERROR: OverflowError at line 38
%   123  line 38: math.comb(n, k)
%   124  ERROR: ZeroDivisionError at line 38
%   125  line 38: math.comb(n, k)
%   126  ERROR: a construct tracer does not model at line 38
%   127  line 39: math.perm(n, k)
%   128  ERROR: ValueError at line 39
%   129  line 39: math.perm(n, k)
%   130  ERROR: OverflowError at line 39
%   131  line 39: math.perm(n, k)
%   132  ERROR: ZeroDivisionError at line 39
%   133  line 39: math.perm(n, k)
%   134  ERROR: a construct tracer does not model at line 39
%   135  ERROR: ValueError at line 40
%   136  line 40: math.gcd(n, k, 6)
%   137  ERROR: OverflowError at line 40
%   138  line 40: math.gcd(n, k, 6)
%   139  ERROR: ZeroDivisionError at line 40
%   140  line 41: math.lcm(n, k)
%   141  ERROR: ValueError at line 41
%   142  line 41: math.lcm(n, k)
%   143  ERROR: OverflowError at line 41
%   144  line 41: math.lcm(n, k)
%   145  ERROR: ZeroDivisionError at line 41

p(0, k, n, x, y, $nd1, $nd2, $v3) :- p(2, k, n, x, y, $nd1', $nd2, $v3).   % line 8
p(2, k, n, x, y, $nd1, $nd2, $v3) :- p(3, k, n, x', y, $nd1, $nd2, $v3), x' = $nd1.   % line 8
p(3, k, n, x, y, $nd1, $nd2, $v3) :- p(4, k, n, x, y, $nd1, $nd2', $v3).   % line 9
p(4, k, n, x, y, $nd1, $nd2, $v3) :- p(5, k, n, x, y', $nd1, $nd2, $v3), y' = $nd2.   % line 9
p(5, k, n, x, y, $nd1, $nd2, $v3) :- p(6, k, n', x, y, $nd1, $nd2, $v3).   % line 10
p(6, k, n, x, y, $nd1, $nd2, $v3) :- p(7, k', n, x, y, $nd1, $nd2, $v3).   % line 11
p(7, k, n, x, y, $nd1, $nd2, $v3) :- p(8, k, n, x, y, $nd1, $nd2, $v3), fcmp>=(x, 1.0).   % line 12
p(7, k, n, x, y, $nd1, $nd2, $v3) :- p(9, k, n, x, y, $nd1, $nd2, $v3), not (fcmp>=(x, 1.0)).   % line 12
p(8, k, n, x, y, $nd1, $nd2, $v3) :- p(11, k, n, x, y, $nd1, $nd2, $v3), (acosh_fails(x)) != 1.   % line 13
p(8, k, n, x, y, $nd1, $nd2, $v3) :- p(10, k, n, x, y, $nd1, $nd2, $v3), (acosh_fails(x)) == 1.   % line 13
p(9, k, n, x, y, $nd1, $nd2, $v3) :- p(15, k, n, x, y, $nd1, $nd2, $v3), (fcmp>(x, -1.0)) and (fcmp<(x, 1.0)).   % line 14
p(9, k, n, x, y, $nd1, $nd2, $v3) :- p(16, k, n, x, y, $nd1, $nd2, $v3), not ((fcmp>(x, -1.0)) and (fcmp<(x, 1.0))).   % line 14
p(11, k, n, x, y, $nd1, $nd2, $v3) :- p(13, k, n, x, y, $nd1, $nd2, $v3), (acosh_fails(x)) != 2.   % line 13
p(11, k, n, x, y, $nd1, $nd2, $v3) :- p(12, k, n, x, y, $nd1, $nd2, $v3), (acosh_fails(x)) == 2.   % line 13
p(13, k, n, x, y, $nd1, $nd2, $v3) :- p(9, k, n, x, y, $nd1, $nd2, $v3), (acosh_fails(x)) != 3.   % line 13
p(13, k, n, x, y, $nd1, $nd2, $v3) :- p(14, k, n, x, y, $nd1, $nd2, $v3), (acosh_fails(x)) == 3.   % line 13
p(15, k, n, x, y, $nd1, $nd2, $v3) :- p(18, k, n, x, y, $nd1, $nd2, $v3), (atanh_fails(x)) != 1.   % line 15
p(15, k, n, x, y, $nd1, $nd2, $v3) :- p(17, k, n, x, y, $nd1, $nd2, $v3), (atanh_fails(x)) == 1.   % line 15
p(16, k, n, x, y, $nd1, $nd2, $v3) :- p(22, k, n, x, y, $nd1, $nd2, $v3), fcmp>(x, -1.0).   % line 16
p(16, k, n, x, y, $nd1, $nd2, $v3) :- p(23, k, n, x, y, $nd1, $nd2, $v3), not (fcmp>(x, -1.0)).   % line 16
p(18, k, n, x, y, $nd1, $nd2, $v3) :- p(20, k, n, x, y, $nd1, $nd2, $v3), (atanh_fails(x)) != 2.   % line 15
p(18, k, n, x, y, $nd1, $nd2, $v3) :- p(19, k, n, x, y, $nd1, $nd2, $v3), (atanh_fails(x)) == 2.   % line 15
p(20, k, n, x, y, $nd1, $nd2, $v3) :- p(16, k, n, x, y, $nd1, $nd2, $v3), (atanh_fails(x)) != 3.   % line 15
p(20, k, n, x, y, $nd1, $nd2, $v3) :- p(21, k, n, x, y, $nd1, $nd2, $v3), (atanh_fails(x)) == 3.   % line 15
p(22, k, n, x, y, $nd1, $nd2, $v3) :- p(25, k, n, x, y, $nd1, $nd2, $v3), (log1p_fails(x)) != 1.   % line 17
p(22, k, n, x, y, $nd1, $nd2, $v3) :- p(24, k, n, x, y, $nd1, $nd2, $v3), (log1p_fails(x)) == 1.   % line 17
p(23, k, n, x, y, $nd1, $nd2, $v3) :- p(29, k, n, x, y, $nd1, $nd2, $v3), (fcmp>(x, 1e-300)) and (fcmp<(x, 171.5)).   % line 18
p(23, k, n, x, y, $nd1, $nd2, $v3) :- p(30, k, n, x, y, $nd1, $nd2, $v3), not ((fcmp>(x, 1e-300)) and (fcmp<(x, 171.5))).   % line 18
p(25, k, n, x, y, $nd1, $nd2, $v3) :- p(27, k, n, x, y, $nd1, $nd2, $v3), (log1p_fails(x)) != 2.   % line 17
p(25, k, n, x, y, $nd1, $nd2, $v3) :- p(26, k, n, x, y, $nd1, $nd2, $v3), (log1p_fails(x)) == 2.   % line 17
p(27, k, n, x, y, $nd1, $nd2, $v3) :- p(23, k, n, x, y, $nd1, $nd2, $v3), (log1p_fails(x)) != 3.   % line 17
p(27, k, n, x, y, $nd1, $nd2, $v3) :- p(28, k, n, x, y, $nd1, $nd2, $v3), (log1p_fails(x)) == 3.   % line 17
p(29, k, n, x, y, $nd1, $nd2, $v3) :- p(32, k, n, x, y, $nd1, $nd2, $v3), (gamma_fails(x)) != 1.   % line 19
p(29, k, n, x, y, $nd1, $nd2, $v3) :- p(31, k, n, x, y, $nd1, $nd2, $v3), (gamma_fails(x)) == 1.   % line 19
p(30, k, n, x, y, $nd1, $nd2, $v3) :- p(36, k, n, x, y, $nd1, $nd2, $v3), (fcmp>(x, 0.0)) and (fcmp<(x, 1e+300)).   % line 20
p(30, k, n, x, y, $nd1, $nd2, $v3) :- p(37, k, n, x, y, $nd1, $nd2, $v3), not ((fcmp>(x, 0.0)) and (fcmp<(x, 1e+300))).   % line 20
p(32, k, n, x, y, $nd1, $nd2, $v3) :- p(34, k, n, x, y, $nd1, $nd2, $v3), (gamma_fails(x)) != 2.   % line 19
p(32, k, n, x, y, $nd1, $nd2, $v3) :- p(33, k, n, x, y, $nd1, $nd2, $v3), (gamma_fails(x)) == 2.   % line 19
p(34, k, n, x, y, $nd1, $nd2, $v3) :- p(30, k, n, x, y, $nd1, $nd2, $v3), (gamma_fails(x)) != 3.   % line 19
p(34, k, n, x, y, $nd1, $nd2, $v3) :- p(35, k, n, x, y, $nd1, $nd2, $v3), (gamma_fails(x)) == 3.   % line 19
p(36, k, n, x, y, $nd1, $nd2, $v3) :- p(39, k, n, x, y, $nd1, $nd2, $v3), (lgamma_fails(x)) != 1.   % line 21
p(36, k, n, x, y, $nd1, $nd2, $v3) :- p(38, k, n, x, y, $nd1, $nd2, $v3), (lgamma_fails(x)) == 1.   % line 21
p(37, k, n, x, y, $nd1, $nd2, $v3) :- p(43, k, n, x, y, $nd1, $nd2, $v3), fcmp<=(x, 709.782712893384).   % line 22
p(37, k, n, x, y, $nd1, $nd2, $v3) :- p(44, k, n, x, y, $nd1, $nd2, $v3), not (fcmp<=(x, 709.782712893384)).   % line 22
p(39, k, n, x, y, $nd1, $nd2, $v3) :- p(41, k, n, x, y, $nd1, $nd2, $v3), (lgamma_fails(x)) != 2.   % line 21
p(39, k, n, x, y, $nd1, $nd2, $v3) :- p(40, k, n, x, y, $nd1, $nd2, $v3), (lgamma_fails(x)) == 2.   % line 21
p(41, k, n, x, y, $nd1, $nd2, $v3) :- p(37, k, n, x, y, $nd1, $nd2, $v3), (lgamma_fails(x)) != 3.   % line 21
p(41, k, n, x, y, $nd1, $nd2, $v3) :- p(42, k, n, x, y, $nd1, $nd2, $v3), (lgamma_fails(x)) == 3.   % line 21
p(43, k, n, x, y, $nd1, $nd2, $v3) :- p(46, k, n, x, y, $nd1, $nd2, $v3), (expm1_fails(x)) != 1.   % line 23
p(43, k, n, x, y, $nd1, $nd2, $v3) :- p(45, k, n, x, y, $nd1, $nd2, $v3), (expm1_fails(x)) == 1.   % line 23
p(44, k, n, x, y, $nd1, $nd2, $v3) :- p(50, k, n, x, y, $nd1, $nd2, $v3), fcmp<(x, 1024.0).   % line 24
p(44, k, n, x, y, $nd1, $nd2, $v3) :- p(51, k, n, x, y, $nd1, $nd2, $v3), not (fcmp<(x, 1024.0)).   % line 24
p(46, k, n, x, y, $nd1, $nd2, $v3) :- p(48, k, n, x, y, $nd1, $nd2, $v3), (expm1_fails(x)) != 2.   % line 23
p(46, k, n, x, y, $nd1, $nd2, $v3) :- p(47, k, n, x, y, $nd1, $nd2, $v3), (expm1_fails(x)) == 2.   % line 23
p(48, k, n, x, y, $nd1, $nd2, $v3) :- p(44, k, n, x, y, $nd1, $nd2, $v3), (expm1_fails(x)) != 3.   % line 23
p(48, k, n, x, y, $nd1, $nd2, $v3) :- p(49, k, n, x, y, $nd1, $nd2, $v3), (expm1_fails(x)) == 3.   % line 23
p(50, k, n, x, y, $nd1, $nd2, $v3) :- p(53, k, n, x, y, $nd1, $nd2, $v3), (exp2_fails(x)) != 1.   % line 25
p(50, k, n, x, y, $nd1, $nd2, $v3) :- p(52, k, n, x, y, $nd1, $nd2, $v3), (exp2_fails(x)) == 1.   % line 25
p(51, k, n, x, y, $nd1, $nd2, $v3) :- p(58, k, n, x, y, $nd1, $nd2, $v3), (erf_fails(x)) != 1.   % line 26
p(51, k, n, x, y, $nd1, $nd2, $v3) :- p(57, k, n, x, y, $nd1, $nd2, $v3), (erf_fails(x)) == 1.   % line 26
p(53, k, n, x, y, $nd1, $nd2, $v3) :- p(55, k, n, x, y, $nd1, $nd2, $v3), (exp2_fails(x)) != 2.   % line 25
p(53, k, n, x, y, $nd1, $nd2, $v3) :- p(54, k, n, x, y, $nd1, $nd2, $v3), (exp2_fails(x)) == 2.   % line 25
p(55, k, n, x, y, $nd1, $nd2, $v3) :- p(51, k, n, x, y, $nd1, $nd2, $v3), (exp2_fails(x)) != 3.   % line 25
p(55, k, n, x, y, $nd1, $nd2, $v3) :- p(56, k, n, x, y, $nd1, $nd2, $v3), (exp2_fails(x)) == 3.   % line 25
p(58, k, n, x, y, $nd1, $nd2, $v3) :- p(60, k, n, x, y, $nd1, $nd2, $v3), (erf_fails(x)) != 2.   % line 26
p(58, k, n, x, y, $nd1, $nd2, $v3) :- p(59, k, n, x, y, $nd1, $nd2, $v3), (erf_fails(x)) == 2.   % line 26
p(60, k, n, x, y, $nd1, $nd2, $v3) :- p(62, k, n, x, y, $nd1, $nd2, $v3), (erf_fails(x)) != 3.   % line 26
p(60, k, n, x, y, $nd1, $nd2, $v3) :- p(61, k, n, x, y, $nd1, $nd2, $v3), (erf_fails(x)) == 3.   % line 26
p(62, k, n, x, y, $nd1, $nd2, $v3) :- p(64, k, n, x, y, $nd1, $nd2, $v3), (erfc_fails(x)) != 1.   % line 27
p(62, k, n, x, y, $nd1, $nd2, $v3) :- p(63, k, n, x, y, $nd1, $nd2, $v3), (erfc_fails(x)) == 1.   % line 27
p(64, k, n, x, y, $nd1, $nd2, $v3) :- p(66, k, n, x, y, $nd1, $nd2, $v3), (erfc_fails(x)) != 2.   % line 27
p(64, k, n, x, y, $nd1, $nd2, $v3) :- p(65, k, n, x, y, $nd1, $nd2, $v3), (erfc_fails(x)) == 2.   % line 27
p(66, k, n, x, y, $nd1, $nd2, $v3) :- p(68, k, n, x, y, $nd1, $nd2, $v3), (erfc_fails(x)) != 3.   % line 27
p(66, k, n, x, y, $nd1, $nd2, $v3) :- p(67, k, n, x, y, $nd1, $nd2, $v3), (erfc_fails(x)) == 3.   % line 27
p(68, k, n, x, y, $nd1, $nd2, $v3) :- p(70, k, n, x, y, $nd1, $nd2, $v3), (cbrt_fails(x)) != 1.   % line 28
p(68, k, n, x, y, $nd1, $nd2, $v3) :- p(69, k, n, x, y, $nd1, $nd2, $v3), (cbrt_fails(x)) == 1.   % line 28
p(70, k, n, x, y, $nd1, $nd2, $v3) :- p(72, k, n, x, y, $nd1, $nd2, $v3), (cbrt_fails(x)) != 2.   % line 28
p(70, k, n, x, y, $nd1, $nd2, $v3) :- p(71, k, n, x, y, $nd1, $nd2, $v3), (cbrt_fails(x)) == 2.   % line 28
p(72, k, n, x, y, $nd1, $nd2, $v3) :- p(74, k, n, x, y, $nd1, $nd2, $v3), (cbrt_fails(x)) != 3.   % line 28
p(72, k, n, x, y, $nd1, $nd2, $v3) :- p(73, k, n, x, y, $nd1, $nd2, $v3), (cbrt_fails(x)) == 3.   % line 28
p(74, k, n, x, y, $nd1, $nd2, $v3) :- p(76, k, n, x, y, $nd1, $nd2, $v3), (asinh_fails(x)) != 1.   % line 29
p(74, k, n, x, y, $nd1, $nd2, $v3) :- p(75, k, n, x, y, $nd1, $nd2, $v3), (asinh_fails(x)) == 1.   % line 29
p(76, k, n, x, y, $nd1, $nd2, $v3) :- p(78, k, n, x, y, $nd1, $nd2, $v3), (asinh_fails(x)) != 2.   % line 29
p(76, k, n, x, y, $nd1, $nd2, $v3) :- p(77, k, n, x, y, $nd1, $nd2, $v3), (asinh_fails(x)) == 2.   % line 29
p(78, k, n, x, y, $nd1, $nd2, $v3) :- p(80, k, n, x, y, $nd1, $nd2, $v3), (asinh_fails(x)) != 3.   % line 29
p(78, k, n, x, y, $nd1, $nd2, $v3) :- p(79, k, n, x, y, $nd1, $nd2, $v3), (asinh_fails(x)) == 3.   % line 29
p(80, k, n, x, y, $nd1, $nd2, $v3) :- p(82, k, n, x, y, $nd1, $nd2, $v3), (ulp_fails(x)) != 1.   % line 30
p(80, k, n, x, y, $nd1, $nd2, $v3) :- p(81, k, n, x, y, $nd1, $nd2, $v3), (ulp_fails(x)) == 1.   % line 30
p(82, k, n, x, y, $nd1, $nd2, $v3) :- p(84, k, n, x, y, $nd1, $nd2, $v3), (ulp_fails(x)) != 2.   % line 30
p(82, k, n, x, y, $nd1, $nd2, $v3) :- p(83, k, n, x, y, $nd1, $nd2, $v3), (ulp_fails(x)) == 2.   % line 30
p(84, k, n, x, y, $nd1, $nd2, $v3) :- p(86, k, n, x, y, $nd1, $nd2, $v3), (ulp_fails(x)) != 3.   % line 30
p(84, k, n, x, y, $nd1, $nd2, $v3) :- p(85, k, n, x, y, $nd1, $nd2, $v3), (ulp_fails(x)) == 3.   % line 30
p(86, k, n, x, y, $nd1, $nd2, $v3) :- p(88, k, n, x, y, $nd1, $nd2, $v3), (nextafter_fails(x, y)) != 1.   % line 31
p(86, k, n, x, y, $nd1, $nd2, $v3) :- p(87, k, n, x, y, $nd1, $nd2, $v3), (nextafter_fails(x, y)) == 1.   % line 31
p(88, k, n, x, y, $nd1, $nd2, $v3) :- p(90, k, n, x, y, $nd1, $nd2, $v3), (nextafter_fails(x, y)) != 2.   % line 31
p(88, k, n, x, y, $nd1, $nd2, $v3) :- p(89, k, n, x, y, $nd1, $nd2, $v3), (nextafter_fails(x, y)) == 2.   % line 31
p(90, k, n, x, y, $nd1, $nd2, $v3) :- p(92, k, n, x, y, $nd1, $nd2, $v3), (nextafter_fails(x, y)) != 3.   % line 31
p(90, k, n, x, y, $nd1, $nd2, $v3) :- p(91, k, n, x, y, $nd1, $nd2, $v3), (nextafter_fails(x, y)) == 3.   % line 31
p(92, k, n, x, y, $nd1, $nd2, $v3) :- p(93, k, n, x, y, $nd1, $nd2, $v3), fcmp!=(y, 0.0).   % line 32
p(92, k, n, x, y, $nd1, $nd2, $v3) :- p(94, k, n, x, y, $nd1, $nd2, $v3), not (fcmp!=(y, 0.0)).   % line 32
p(93, k, n, x, y, $nd1, $nd2, $v3) :- p(95, k, n, x, y, $nd1, $nd2, $v3'), $v3' = not (isinf(x)).   % line 32
p(94, k, n, x, y, $nd1, $nd2, $v3) :- p(95, k, n, x, y, $nd1, $nd2, $v3'), $v3' = fcmp!=(y, 0.0).   % line 32
p(95, k, n, x, y, $nd1, $nd2, $v3) :- p(96, k, n, x, y, $nd1, $nd2, $v3), $v3.   % line 32
p(95, k, n, x, y, $nd1, $nd2, $v3) :- p(97, k, n, x, y, $nd1, $nd2, $v3), not $v3.   % line 32
p(96, k, n, x, y, $nd1, $nd2, $v3) :- p(99, k, n, x, y, $nd1, $nd2, $v3), (remainder_fails(x, y)) != 1.   % line 33
p(96, k, n, x, y, $nd1, $nd2, $v3) :- p(98, k, n, x, y, $nd1, $nd2, $v3), (remainder_fails(x, y)) == 1.   % line 33
p(97, k, n, x, y, $nd1, $nd2, $v3) :- p(103, k, n, x, y, $nd1, $nd2, $v3), (n >= 0) and (n <= 1000).   % line 34
p(97, k, n, x, y, $nd1, $nd2, $v3) :- p(104, k, n, x, y, $nd1, $nd2, $v3), not ((n >= 0) and (n <= 1000)).   % line 34
p(99, k, n, x, y, $nd1, $nd2, $v3) :- p(101, k, n, x, y, $nd1, $nd2, $v3), (remainder_fails(x, y)) != 2.   % line 33
p(99, k, n, x, y, $nd1, $nd2, $v3) :- p(100, k, n, x, y, $nd1, $nd2, $v3), (remainder_fails(x, y)) == 2.   % line 33
p(101, k, n, x, y, $nd1, $nd2, $v3) :- p(97, k, n, x, y, $nd1, $nd2, $v3), (remainder_fails(x, y)) != 3.   % line 33
p(101, k, n, x, y, $nd1, $nd2, $v3) :- p(102, k, n, x, y, $nd1, $nd2, $v3), (remainder_fails(x, y)) == 3.   % line 33
p(103, k, n, x, y, $nd1, $nd2, $v3) :- p(106, k, n, x, y, $nd1, $nd2, $v3), (factorial_fails(n)) != 1.   % line 35
p(103, k, n, x, y, $nd1, $nd2, $v3) :- p(105, k, n, x, y, $nd1, $nd2, $v3), (factorial_fails(n)) == 1.   % line 35
p(104, k, n, x, y, $nd1, $nd2, $v3) :- p(136, k, n, x, y, $nd1, $nd2, $v3), (gcd_fails(n, k, 6)) != 1.   % line 40
p(104, k, n, x, y, $nd1, $nd2, $v3) :- p(135, k, n, x, y, $nd1, $nd2, $v3), (gcd_fails(n, k, 6)) == 1.   % line 40
p(106, k, n, x, y, $nd1, $nd2, $v3) :- p(108, k, n, x, y, $nd1, $nd2, $v3), (factorial_fails(n)) != 2.   % line 35
p(106, k, n, x, y, $nd1, $nd2, $v3) :- p(107, k, n, x, y, $nd1, $nd2, $v3), (factorial_fails(n)) == 2.   % line 35
p(108, k, n, x, y, $nd1, $nd2, $v3) :- p(110, k, n, x, y, $nd1, $nd2, $v3), (factorial_fails(n)) != 3.   % line 35
p(108, k, n, x, y, $nd1, $nd2, $v3) :- p(109, k, n, x, y, $nd1, $nd2, $v3), (factorial_fails(n)) == 3.   % line 35
p(110, k, n, x, y, $nd1, $nd2, $v3) :- p(112, k, n, x, y, $nd1, $nd2, $v3), (factorial_fails(n)) != 5.   % line 35
p(110, k, n, x, y, $nd1, $nd2, $v3) :- p(111, k, n, x, y, $nd1, $nd2, $v3), (factorial_fails(n)) == 5.   % line 35
p(112, k, n, x, y, $nd1, $nd2, $v3) :- p(114, k, n, x, y, $nd1, $nd2, $v3), (isqrt_fails(n)) != 1.   % line 36
p(112, k, n, x, y, $nd1, $nd2, $v3) :- p(113, k, n, x, y, $nd1, $nd2, $v3), (isqrt_fails(n)) == 1.   % line 36
p(114, k, n, x, y, $nd1, $nd2, $v3) :- p(116, k, n, x, y, $nd1, $nd2, $v3), (isqrt_fails(n)) != 2.   % line 36
p(114, k, n, x, y, $nd1, $nd2, $v3) :- p(115, k, n, x, y, $nd1, $nd2, $v3), (isqrt_fails(n)) == 2.   % line 36
p(116, k, n, x, y, $nd1, $nd2, $v3) :- p(118, k, n, x, y, $nd1, $nd2, $v3), (isqrt_fails(n)) != 3.   % line 36
p(116, k, n, x, y, $nd1, $nd2, $v3) :- p(117, k, n, x, y, $nd1, $nd2, $v3), (isqrt_fails(n)) == 3.   % line 36
p(118, k, n, x, y, $nd1, $nd2, $v3) :- p(119, k, n, x, y, $nd1, $nd2, $v3), (k >= 0) and (k <= 60).   % line 37
p(118, k, n, x, y, $nd1, $nd2, $v3) :- p(104, k, n, x, y, $nd1, $nd2, $v3), not ((k >= 0) and (k <= 60)).   % line 37
p(119, k, n, x, y, $nd1, $nd2, $v3) :- p(121, k, n, x, y, $nd1, $nd2, $v3), (comb_fails(n, k)) != 1.   % line 38
p(119, k, n, x, y, $nd1, $nd2, $v3) :- p(120, k, n, x, y, $nd1, $nd2, $v3), (comb_fails(n, k)) == 1.   % line 38
p(121, k, n, x, y, $nd1, $nd2, $v3) :- p(123, k, n, x, y, $nd1, $nd2, $v3), (comb_fails(n, k)) != 2.   % line 38
p(121, k, n, x, y, $nd1, $nd2, $v3) :- p(122, k, n, x, y, $nd1, $nd2, $v3), (comb_fails(n, k)) == 2.   % line 38
p(123, k, n, x, y, $nd1, $nd2, $v3) :- p(125, k, n, x, y, $nd1, $nd2, $v3), (comb_fails(n, k)) != 3.   % line 38
p(123, k, n, x, y, $nd1, $nd2, $v3) :- p(124, k, n, x, y, $nd1, $nd2, $v3), (comb_fails(n, k)) == 3.   % line 38
p(125, k, n, x, y, $nd1, $nd2, $v3) :- p(127, k, n, x, y, $nd1, $nd2, $v3), (comb_fails(n, k)) != 5.   % line 38
p(125, k, n, x, y, $nd1, $nd2, $v3) :- p(126, k, n, x, y, $nd1, $nd2, $v3), (comb_fails(n, k)) == 5.   % line 38
p(127, k, n, x, y, $nd1, $nd2, $v3) :- p(129, k, n, x, y, $nd1, $nd2, $v3), (perm_fails(n, k)) != 1.   % line 39
p(127, k, n, x, y, $nd1, $nd2, $v3) :- p(128, k, n, x, y, $nd1, $nd2, $v3), (perm_fails(n, k)) == 1.   % line 39
p(129, k, n, x, y, $nd1, $nd2, $v3) :- p(131, k, n, x, y, $nd1, $nd2, $v3), (perm_fails(n, k)) != 2.   % line 39
p(129, k, n, x, y, $nd1, $nd2, $v3) :- p(130, k, n, x, y, $nd1, $nd2, $v3), (perm_fails(n, k)) == 2.   % line 39
p(131, k, n, x, y, $nd1, $nd2, $v3) :- p(133, k, n, x, y, $nd1, $nd2, $v3), (perm_fails(n, k)) != 3.   % line 39
p(131, k, n, x, y, $nd1, $nd2, $v3) :- p(132, k, n, x, y, $nd1, $nd2, $v3), (perm_fails(n, k)) == 3.   % line 39
p(133, k, n, x, y, $nd1, $nd2, $v3) :- p(104, k, n, x, y, $nd1, $nd2, $v3), (perm_fails(n, k)) != 5.   % line 39
p(133, k, n, x, y, $nd1, $nd2, $v3) :- p(134, k, n, x, y, $nd1, $nd2, $v3), (perm_fails(n, k)) == 5.   % line 39
p(136, k, n, x, y, $nd1, $nd2, $v3) :- p(138, k, n, x, y, $nd1, $nd2, $v3), (gcd_fails(n, k, 6)) != 2.   % line 40
p(136, k, n, x, y, $nd1, $nd2, $v3) :- p(137, k, n, x, y, $nd1, $nd2, $v3), (gcd_fails(n, k, 6)) == 2.   % line 40
p(138, k, n, x, y, $nd1, $nd2, $v3) :- p(140, k, n, x, y, $nd1, $nd2, $v3), (gcd_fails(n, k, 6)) != 3.   % line 40
p(138, k, n, x, y, $nd1, $nd2, $v3) :- p(139, k, n, x, y, $nd1, $nd2, $v3), (gcd_fails(n, k, 6)) == 3.   % line 40
p(140, k, n, x, y, $nd1, $nd2, $v3) :- p(142, k, n, x, y, $nd1, $nd2, $v3), (lcm_fails(n, k)) != 1.   % line 41
p(140, k, n, x, y, $nd1, $nd2, $v3) :- p(141, k, n, x, y, $nd1, $nd2, $v3), (lcm_fails(n, k)) == 1.   % line 41
p(142, k, n, x, y, $nd1, $nd2, $v3) :- p(144, k, n, x, y, $nd1, $nd2, $v3), (lcm_fails(n, k)) != 2.   % line 41
p(142, k, n, x, y, $nd1, $nd2, $v3) :- p(143, k, n, x, y, $nd1, $nd2, $v3), (lcm_fails(n, k)) == 2.   % line 41
p(144, k, n, x, y, $nd1, $nd2, $v3) :- p(1, k, n, x, y, $nd1, $nd2, $v3), (lcm_fails(n, k)) != 3.   % line 41
p(144, k, n, x, y, $nd1, $nd2, $v3) :- p(145, k, n, x, y, $nd1, $nd2, $v3), (lcm_fails(n, k)) == 3.   % line 41
