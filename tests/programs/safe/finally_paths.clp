% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (log: list[int], main#1.i: int, main#1.k: int, main#1.n: int, main#1.r: int, leave#1.kind: int, leave#1.$ret: int, swallow#1.$ret: int, $k1: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 52: main()
%     3  line 30: assume(0 <= k <= 2)
%     4  line 31: try:
%     5  line 33: except ValueError as e:
%     6  line 36: assert log[-1] == -1
%     7  line 10: try:
%     8  line 32: r = leave(k)
%     9  line 18: return 20
%    10  line 17: log.append(-1)
%    11  line 12: return 10
%    12  line 13: if kind == 1:
%    13  line 17: log.append(-1)
%    14  line 15: log.append(kind)
%    15  line 17: log.append(-1)
%    16  ERROR: IndexError at line 36
%    17  line 36: assert log[-1] == -1
%    18  ERROR: AssertionError at line 36
%    19  line 37: assert r == [10, 30, 20][k]
%    20  ERROR: IndexError at line 37
%    21  line 37: assert r == [10, 30, 20][k]
%    22  ERROR: AssertionError at line 37
%    23  line 38: assert swallow() == 5
%    24  line 25: return 5
%    25  ERROR: AssertionError at line 38
%    26  line 39: n = 0
%    27  line 40: for i in range(4):
%    28  line 40: for i in range(4):
%    29  line 40: for i in range(4):
%    30  line 49: assert n == 42
%    31  line 41: try:
%    32  line 48: n += 10
%    33  line 44: if i == 3:
%    34  line 48: n += 10
%    35  line 46: n += 1
%    36  line 48: n += 10
%    37  ERROR: AssertionError at line 49

p(0, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(2, log', main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), log' = ().   % line 6
p(2, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(3, log, main#1.i, main#1.k', main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1).   % line 29
p(3, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(4, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), (0 <= main#1.k) and (main#1.k <= 2).   % line 30
p(4, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(7, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind', leave#1.$ret, swallow#1.$ret, $k1), leave#1.kind' = main#1.k.   % line 32
p(5, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(6, log, main#1.i, main#1.k, main#1.n, main#1.r', leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), main#1.r' = 30.   % line 35
p(6, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(17, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), ((-len(log)) <= (-1)) and ((-1) < len(log)).   % line 36
p(6, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(16, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), not (((-len(log)) <= (-1)) and ((-1) < len(log))).   % line 36
p(7, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(11, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), leave#1.kind == 0.   % line 11
p(7, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(12, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), leave#1.kind != 0.   % line 11
p(8, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(6, log, main#1.i, main#1.k, main#1.n, main#1.r', leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), main#1.r' = leave#1.$ret.   % line 32
p(9, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(8, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret', swallow#1.$ret, $k1), leave#1.$ret' = 20.   % line 18
p(10, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(9, log', main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), log' = log + (-1,).   % line 17
p(11, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(13, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret', swallow#1.$ret, $k1), leave#1.$ret' = 10.   % line 12
p(12, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(15, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), leave#1.kind == 1.   % line 13
p(12, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(14, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), leave#1.kind != 1.   % line 13
p(13, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(8, log', main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), log' = log + (-1,).   % line 17
p(14, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(10, log', main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), log' = log + (leave#1.kind,).   % line 15
p(15, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(5, log', main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), log' = log + (-1,).   % line 17
p(17, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(19, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), log[-1] == (-1).   % line 36
p(17, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(18, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), log[-1] != (-1).   % line 36
p(19, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(21, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), ((-3) <= main#1.k) and (main#1.k < 3).   % line 37
p(19, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(20, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), not (((-3) <= main#1.k) and (main#1.k < 3)).   % line 37
p(21, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(24, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), main#1.r == (10, 30, 20)[main#1.k].   % line 37
p(21, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(22, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), main#1.r != (10, 30, 20)[main#1.k].   % line 37
p(23, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(26, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), swallow#1.$ret == 5.   % line 38
p(23, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(25, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), swallow#1.$ret != 5.   % line 38
p(24, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(23, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret', $k1), swallow#1.$ret' = 5.   % line 25
p(26, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(27, log, main#1.i, main#1.k, main#1.n', main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), main#1.n' = 0.   % line 39
p(27, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(28, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1'), $k1' = 0.   % line 40
p(28, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(29, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), $k1 < 4.   % line 40
p(28, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(30, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), $k1 >= 4.   % line 40
p(29, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(31, log, main#1.i', main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1'), main#1.i' = $k1, $k1' = $k1 + 1.   % line 40
p(30, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(1, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), main#1.n == 42.   % line 49
p(30, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(37, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), main#1.n != 42.   % line 49
p(31, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(34, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), main#1.i == 1.   % line 42
p(31, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(33, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), main#1.i != 1.   % line 42
p(32, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(28, log, main#1.i, main#1.k, main#1.n', main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), main#1.n' = main#1.n + 10.   % line 48
p(33, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(36, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), main#1.i == 3.   % line 44
p(33, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(35, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), main#1.i != 3.   % line 44
p(34, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(28, log, main#1.i, main#1.k, main#1.n', main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), main#1.n' = main#1.n + 10.   % line 48
p(35, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(32, log, main#1.i, main#1.k, main#1.n', main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), main#1.n' = main#1.n + 1.   % line 46
p(36, log, main#1.i, main#1.k, main#1.n, main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1) :- p(30, log, main#1.i, main#1.k, main#1.n', main#1.r, leave#1.kind, leave#1.$ret, swallow#1.$ret, $k1), main#1.n' = main#1.n + 10.   % line 48
