% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (n: float, x: float, xs: list[float], ys: list[float], zs: list[float], $v1: bool, $pop2: float, $acc3: float, $k4: int, $v5: bool, $acc6: int, $k7: int, $v8: bool, $acc9: int, $k10: int, $sorted11: list[float], $i12: int, $key13: int, $j14: int, $v15: bool, $nd16: float, $v17: bool)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 5: if str(xs[1]) != "-0.0" or xs[1] != 0.0:
%     3  ERROR: IndexError at line 5
%     4  line 5: if str(xs[1]) != "-0.0" or xs[1] != 0.0:
%     5  line 5: if str(xs[1]) != "-0.0" or xs[1] != 0.0:
%     6  line 5: if str(xs[1]) != "-0.0" or xs[1] != 0.0:
%     7  line 5: if str(xs[1]) != "-0.0" or xs[1] != 0.0:
%     8  ERROR: IndexError at line 5
%     9  line 5: if str(xs[1]) != "-0.0" or xs[1] != 0.0:
%    10  line 7: xs.append(float("nan"))
%    11  ERROR: error() called at line 6
%    12  ERROR: ValueError at line 7
%    13  line 7: xs.append(float("nan"))
%    14  line 8: n = xs.pop()
%    15  ERROR: IndexError at line 8
%    16  line 8: n = xs.pop()
%    17  line 8: n = xs.pop()
%    18  line 9: if n == n:
%    19  line 11: if sum(xs) != 3.75 or min(xs) != -0.0 or max(xs) != 2.5:
%    20  ERROR: error() called at line 10
%    21  line 11: if sum(xs) != 3.75 or min(xs) != -0.0 or max(xs) != 2.5:
%    22  line 11: if sum(xs) != 3.75 or min(xs) != -0.0 or max(xs) != 2.5:
%    23  line 11: if sum(xs) != 3.75 or min(xs) != -0.0 or max(xs) != 2.5:
%    24  line 11: if sum(xs) != 3.75 or min(xs) != -0.0 or max(xs) != 2.5:
%    25  line 11: if sum(xs) != 3.75 or min(xs) != -0.0 or max(xs) != 2.5:
%    26  line 11: if sum(xs) != 3.75 or min(xs) != -0.0 or max(xs) != 2.5:
%    27  ERROR: ValueError at line 11
%    28  line 11: if sum(xs) != 3.75 or min(xs) != -0.0 or max(xs) != 2.5:
%    29  line 11: if sum(xs) != 3.75 or min(xs) != -0.0 or max(xs) != 2.5:
%    30  line 11: if sum(xs) != 3.75 or min(xs) != -0.0 or max(xs) != 2.5:
%    31  line 11: if sum(xs) != 3.75 or min(xs) != -0.0 or max(xs) != 2.5:
%    32  line 11: if sum(xs) != 3.75 or min(xs) != -0.0 or max(xs) != 2.5:
%    33  line 11: if sum(xs) != 3.75 or min(xs) != -0.0 or max(xs) != 2.5:
%    34  line 11: if sum(xs) != 3.75 or min(xs) != -0.0 or max(xs) != 2.5:
%    35  ERROR: ValueError at line 11
%    36  line 11: if sum(xs) != 3.75 or min(xs) != -0.0 or max(xs) != 2.5:
%    37  line 11: if sum(xs) != 3.75 or min(xs) != -0.0 or max(xs) != 2.5:
%    38  line 11: if sum(xs) != 3.75 or min(xs) != -0.0 or max(xs) != 2.5:
%    39  line 11: if sum(xs) != 3.75 or min(xs) != -0.0 or max(xs) != 2.5:
%    40  line 13: ys = sorted(xs)
%    41  ERROR: error() called at line 12
%    42  ERROR: a construct tracer does not model at line 13
%    43  line 13: ys = sorted(xs)
%    44  line 13: ys = sorted(xs)
%    45  line 13: ys = sorted(xs)
%    46  line 13: ys = sorted(xs)
%    47  line 13: ys = sorted(xs)
%    48  line 13: ys = sorted(xs)
%    49  line 13: ys = sorted(xs)
%    50  line 13: ys = sorted(xs)
%    51  line 14: if ys[0] != -0.0 or ys[2] != 2.5:
%    52  ERROR: IndexError at line 14
%    53  line 14: if ys[0] != -0.0 or ys[2] != 2.5:
%    54  line 14: if ys[0] != -0.0 or ys[2] != 2.5:
%    55  line 14: if ys[0] != -0.0 or ys[2] != 2.5:
%    56  line 14: if ys[0] != -0.0 or ys[2] != 2.5:
%    57  ERROR: IndexError at line 14
%    58  line 14: if ys[0] != -0.0 or ys[2] != 2.5:
%    59  line 16: x = nondet_float()
%    60  ERROR: error() called at line 15
%    61  line 16: x = nondet_float()
%    62  line 17: assume(x >= 0.0 and x <= 10.0)
%    63  line 18: zs: list[float] = []
%    64  line 19: zs.append(x)
%    65  line 20: zs[0] += 1.0
%    66  ERROR: IndexError at line 20
%    67  line 20: zs[0] += 1.0
%    68  line 21: if not (zs[0] >= 1.0 and zs[0] <= 11.0):
%    69  ERROR: IndexError at line 21
%    70  line 21: if not (zs[0] >= 1.0 and zs[0] <= 11.0):
%    71  line 21: if not (zs[0] >= 1.0 and zs[0] <= 11.0):
%    72  line 21: if not (zs[0] >= 1.0 and zs[0] <= 11.0):
%    73  line 21: if not (zs[0] >= 1.0 and zs[0] <= 11.0):
%    74  ERROR: IndexError at line 21
%    75  line 21: if not (zs[0] >= 1.0 and zs[0] <= 11.0):
%    76  ERROR: error() called at line 22

p(0, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(2, n, x, xs', ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), xs' = (tobits(2.5), tobits(-0.0), tobits(1.25)).   % line 4
p(2, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(4, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), ((-len(xs)) <= 1) and (1 < len(xs)).   % line 5
p(2, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(3, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), not (((-len(xs)) <= 1) and (1 < len(xs))).   % line 5
p(4, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(5, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), not ((len(repr(frombits(xs[1]))) == 4) and ((repr(frombits(xs[1])))[0] == 45) and ((repr(frombits(xs[1])))[1] == 48) and ((repr(frombits(xs[1])))[2] == 46) and ((repr(frombits(xs[1])))[3] == 48)).   % line 5
p(4, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(6, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), (len(repr(frombits(xs[1]))) == 4) and ((repr(frombits(xs[1])))[0] == 45) and ((repr(frombits(xs[1])))[1] == 48) and ((repr(frombits(xs[1])))[2] == 46) and ((repr(frombits(xs[1])))[3] == 48).   % line 5
p(5, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(7, n, x, xs, ys, zs, $v1', $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), $v1' = not ((len(repr(frombits(xs[1]))) == 4) and ((repr(frombits(xs[1])))[0] == 45) and ((repr(frombits(xs[1])))[1] == 48) and ((repr(frombits(xs[1])))[2] == 46) and ((repr(frombits(xs[1])))[3] == 48)).   % line 5
p(6, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(9, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), ((-len(xs)) <= 1) and (1 < len(xs)).   % line 5
p(6, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(8, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), not (((-len(xs)) <= 1) and (1 < len(xs))).   % line 5
p(7, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(11, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), $v1.   % line 5
p(7, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(10, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), not $v1.   % line 5
p(9, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(7, n, x, xs, ys, zs, $v1', $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), $v1' = fcmp!=(frombits(xs[1]), 0.0).   % line 5
p(10, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(13, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), True.   % line 7
p(10, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(12, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), False.   % line 7
p(13, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(14, n, x, xs', ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), xs' = xs + (tobits(float('nan')),).   % line 7
p(14, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(16, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), ((-len(xs)) <= (-1)) and ((-1) < len(xs)).   % line 8
p(14, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(15, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), not (((-len(xs)) <= (-1)) and ((-1) < len(xs))).   % line 8
p(16, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(17, n, x, xs', ys, zs, $v1, $pop2', $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), $pop2' = frombits(xs[(-1) + len(xs)]), xs' = xs[:(-1) + len(xs)] + xs[((-1) + len(xs)) + 1:].   % line 8
p(17, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(18, n', x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), n' = $pop2.   % line 8
p(18, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(20, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), fcmp==(n, n).   % line 9
p(18, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(19, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), not (fcmp==(n, n)).   % line 9
p(19, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(21, n, x, xs, ys, zs, $v1, $pop2, $acc3', $k4', $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), $acc3' = 0.0, $k4' = 0.   % line 11
p(21, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(22, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), $k4 < len(xs).   % line 11
p(21, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(23, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), $k4 >= len(xs).   % line 11
p(22, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(21, n, x, xs, ys, zs, $v1, $pop2, $acc3', $k4', $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), $acc3' = add($acc3, frombits(xs[$k4])), $k4' = $k4 + 1.   % line 11
p(23, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(24, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), fcmp!=($acc3, 3.75).   % line 11
p(23, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(25, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), not (fcmp!=($acc3, 3.75)).   % line 11
p(24, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(26, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5', $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), $v5' = fcmp!=($acc3, 3.75).   % line 11
p(25, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(28, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), len(xs) != 0.   % line 11
p(25, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(27, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), len(xs) == 0.   % line 11
p(26, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(32, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), $v5.   % line 11
p(26, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(33, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), not $v5.   % line 11
p(28, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(29, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6', $k7', $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), $acc6' = xs[0], $k7' = 1.   % line 11
p(29, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(30, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), $k7 < len(xs).   % line 11
p(29, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(31, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), $k7 >= len(xs).   % line 11
p(30, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(29, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6', $k7', $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), $acc6' = xs[$k7] if (fcmp<(frombits(xs[$k7]), frombits($acc6))) else $acc6, $k7' = $k7 + 1.   % line 11
p(31, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(26, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5', $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), $v5' = fcmp!=(frombits($acc6), -0.0).   % line 11
p(32, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(34, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8', $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), $v8' = $v5.   % line 11
p(33, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(36, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), len(xs) != 0.   % line 11
p(33, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(35, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), len(xs) == 0.   % line 11
p(34, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(41, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), $v8.   % line 11
p(34, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(40, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), not $v8.   % line 11
p(36, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(37, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9', $k10', $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), $acc9' = xs[0], $k10' = 1.   % line 11
p(37, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(38, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), $k10 < len(xs).   % line 11
p(37, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(39, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), $k10 >= len(xs).   % line 11
p(38, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(37, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9', $k10', $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), $acc9' = xs[$k10] if (fcmp>(frombits(xs[$k10]), frombits($acc9))) else $acc9, $k10' = $k10 + 1.   % line 11
p(39, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(34, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8', $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), $v8' = fcmp!=(frombits($acc9), 2.5).   % line 11
p(40, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(43, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), (len(xs) == 0) or (not (isnan(frombits(xs[0])))).   % line 13
p(40, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(42, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), not ((len(xs) == 0) or (not (isnan(frombits(xs[0]))))).   % line 13
p(43, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(44, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11', $i12', $key13, $j14, $v15, $nd16, $v17), $sorted11' = xs, $i12' = 1.   % line 13
p(44, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(45, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), $i12 < len($sorted11).   % line 13
p(44, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(46, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), $i12 >= len($sorted11).   % line 13
p(45, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(47, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13', $j14', $v15, $nd16, $v17), $key13' = $sorted11[$i12], $j14' = $i12 - 1.   % line 13
p(46, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(51, n, x, xs, ys', zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), ys' = $sorted11.   % line 13
p(47, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(48, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), not (isnan(frombits($key13))).   % line 13
p(47, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(42, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), isnan(frombits($key13)).   % line 13
p(48, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(49, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), ($j14 >= 0) and (fcmp>(frombits($sorted11[$j14]), frombits($key13))).   % line 13
p(48, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(50, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), not (($j14 >= 0) and (fcmp>(frombits($sorted11[$j14]), frombits($key13)))).   % line 13
p(49, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(48, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11', $i12, $key13, $j14', $v15, $nd16, $v17), $sorted11' = store($sorted11, $j14 + 1, $sorted11[$j14]), $j14' = $j14 - 1.   % line 13
p(50, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(44, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11', $i12', $key13, $j14, $v15, $nd16, $v17), $sorted11' = store($sorted11, $j14 + 1, $key13), $i12' = $i12 + 1.   % line 13
p(51, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(53, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), ((-len(ys)) <= 0) and (0 < len(ys)).   % line 14
p(51, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(52, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), not (((-len(ys)) <= 0) and (0 < len(ys))).   % line 14
p(53, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(54, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), fcmp!=(frombits(ys[0]), -0.0).   % line 14
p(53, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(55, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), not (fcmp!=(frombits(ys[0]), -0.0)).   % line 14
p(54, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(56, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15', $nd16, $v17), $v15' = fcmp!=(frombits(ys[0]), -0.0).   % line 14
p(55, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(58, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), ((-len(ys)) <= 2) and (2 < len(ys)).   % line 14
p(55, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(57, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), not (((-len(ys)) <= 2) and (2 < len(ys))).   % line 14
p(56, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(60, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), $v15.   % line 14
p(56, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(59, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), not $v15.   % line 14
p(58, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(56, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15', $nd16, $v17), $v15' = fcmp!=(frombits(ys[2]), 2.5).   % line 14
p(59, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(61, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16', $v17).   % line 16
p(61, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(62, n, x', xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), x' = $nd16.   % line 16
p(62, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(63, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), (fcmp>=(x, 0.0)) and (fcmp<=(x, 10.0)).   % line 17
p(63, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(64, n, x, xs, ys, zs', $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), zs' = ().   % line 18
p(64, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(65, n, x, xs, ys, zs', $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), zs' = zs + (tobits(x),).   % line 19
p(65, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(67, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), ((-len(zs)) <= 0) and (0 < len(zs)).   % line 20
p(65, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(66, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), not (((-len(zs)) <= 0) and (0 < len(zs))).   % line 20
p(67, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(68, n, x, xs, ys, zs', $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), zs' = store(zs, 0, tobits(add(frombits(zs[0]), 1.0))).   % line 20
p(68, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(70, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), ((-len(zs)) <= 0) and (0 < len(zs)).   % line 21
p(68, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(69, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), not (((-len(zs)) <= 0) and (0 < len(zs))).   % line 21
p(70, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(71, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), fcmp>=(frombits(zs[0]), 1.0).   % line 21
p(70, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(72, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), not (fcmp>=(frombits(zs[0]), 1.0)).   % line 21
p(71, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(75, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), ((-len(zs)) <= 0) and (0 < len(zs)).   % line 21
p(71, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(74, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), not (((-len(zs)) <= 0) and (0 < len(zs))).   % line 21
p(72, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(73, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17'), $v17' = fcmp>=(frombits(zs[0]), 1.0).   % line 21
p(73, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(76, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), not $v17.   % line 21
p(73, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(1, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17), $v17.   % line 21
p(75, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17) :- p(73, n, x, xs, ys, zs, $v1, $pop2, $acc3, $k4, $v5, $acc6, $k7, $v8, $acc9, $k10, $sorted11, $i12, $key13, $j14, $v15, $nd16, $v17'), $v17' = fcmp<=(frombits(zs[0]), 11.0).   % line 21
