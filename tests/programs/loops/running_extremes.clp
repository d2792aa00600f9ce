% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (hi: tuple, k: int, lo: tuple, n: int, total: int, x: int, $k1: int, $stop2: int, $v3: bool, $v4: bool, $v5: bool)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 8: assume(1 <= n <= 8)
%     3  line 9: lo = None
%     4  line 10: hi = None
%     5  line 11: total = 0
%     6  line 12: for k in range(n):
%     7  line 12: for k in range(n):
%     8  line 12: for k in range(n):
%     9  line 20: assert lo is not None and hi is not None
%    10  line 13: x = nondet_int()
%    11  line 14: assume(-20 <= x <= 20)
%    12  line 15: total += x
%    13  line 16: if lo is None or x < lo:
%    14  line 16: if lo is None or x < lo:
%    15  line 16: if lo is None or x < lo:
%    16  line 16: if lo is None or x < lo:
%    17  ERROR: TypeError at line 16
%    18  line 16: if lo is None or x < lo:
%    19  line 17: lo = x
%    20  line 18: if hi is None or x > hi:
%    21  line 18: if hi is None or x > hi:
%    22  line 18: if hi is None or x > hi:
%    23  line 18: if hi is None or x > hi:
%    24  ERROR: TypeError at line 18
%    25  line 18: if hi is None or x > hi:
%    26  line 19: hi = x
%    27  ERROR: AssertionError at line 20
%    28  line 21: assert lo * n <= total <= hi * n
%    29  ERROR: TypeError at line 21
%    30  line 21: assert lo * n <= total <= hi * n
%    31  line 21: assert lo * n <= total <= hi * n
%    32  line 21: assert lo * n <= total <= hi * n
%    33  line 21: assert lo * n <= total <= hi * n
%    34  ERROR: TypeError at line 21
%    35  line 21: assert lo * n <= total <= hi * n
%    36  ERROR: AssertionError at line 21

p(0, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(2, hi, k, lo, n', total, x, $k1, $stop2, $v3, $v4, $v5).   % line 7
p(2, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(3, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5), (1 <= n) and (n <= 8).   % line 8
p(3, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(4, hi, k, lo', n, total, x, $k1, $stop2, $v3, $v4, $v5), lo' = ().   % line 9
p(4, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(5, hi', k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5), hi' = ().   % line 10
p(5, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(6, hi, k, lo, n, total', x, $k1, $stop2, $v3, $v4, $v5), total' = 0.   % line 11
p(6, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(7, hi, k, lo, n, total, x, $k1', $stop2', $v3, $v4, $v5), $k1' = 0, $stop2' = n.   % line 12
p(7, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(8, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5), $k1 < $stop2.   % line 12
p(7, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(9, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5), $k1 >= $stop2.   % line 12
p(8, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(10, hi, k', lo, n, total, x, $k1', $stop2, $v3, $v4, $v5), k' = $k1, $k1' = $k1 + 1.   % line 12
p(9, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(28, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5), (len(lo) != 0) and (len(hi) != 0).   % line 20
p(9, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(27, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5), not ((len(lo) != 0) and (len(hi) != 0)).   % line 20
p(10, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(11, hi, k, lo, n, total, x', $k1, $stop2, $v3, $v4, $v5).   % line 13
p(11, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(12, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5), ((-20) <= x) and (x <= 20).   % line 14
p(12, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(13, hi, k, lo, n, total', x, $k1, $stop2, $v3, $v4, $v5), total' = total + x.   % line 15
p(13, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(14, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5), len(lo) == 0.   % line 16
p(13, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(15, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5), len(lo) != 0.   % line 16
p(14, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(16, hi, k, lo, n, total, x, $k1, $stop2, $v3', $v4, $v5), $v3' = len(lo) == 0.   % line 16
p(15, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(18, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5), len(lo) == 1.   % line 16
p(15, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(17, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5), len(lo) != 1.   % line 16
p(16, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(19, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5), $v3.   % line 16
p(16, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(20, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5), not $v3.   % line 16
p(18, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(16, hi, k, lo, n, total, x, $k1, $stop2, $v3', $v4, $v5), $v3' = x < lo[0].   % line 16
p(19, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(20, hi, k, lo', n, total, x, $k1, $stop2, $v3, $v4, $v5), lo' = (x,).   % line 17
p(20, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(21, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5), len(hi) == 0.   % line 18
p(20, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(22, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5), len(hi) != 0.   % line 18
p(21, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(23, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4', $v5), $v4' = len(hi) == 0.   % line 18
p(22, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(25, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5), len(hi) == 1.   % line 18
p(22, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(24, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5), len(hi) != 1.   % line 18
p(23, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(26, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5), $v4.   % line 18
p(23, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(7, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5), not $v4.   % line 18
p(25, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(23, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4', $v5), $v4' = x > hi[0].   % line 18
p(26, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(7, hi', k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5), hi' = (x,).   % line 19
p(28, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(30, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5), len(lo) == 1.   % line 21
p(28, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(29, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5), len(lo) != 1.   % line 21
p(30, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(31, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5), (lo[0] * n) <= total.   % line 21
p(30, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(32, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5), (lo[0] * n) > total.   % line 21
p(31, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(35, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5), len(hi) == 1.   % line 21
p(31, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(34, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5), len(hi) != 1.   % line 21
p(32, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(33, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5'), $v5' = False.   % line 21
p(33, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(1, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5), $v5.   % line 21
p(33, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(36, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5), not $v5.   % line 21
p(35, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5) :- p(33, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4, $v5'), $v5' = total <= (hi[0] * n).   % line 21
