% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (hi: tuple, k: int, lo: tuple, n: int, total: int, x: int, $k1: int, $stop2: int, $v3: bool, $v4: bool)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 9: assume(1 <= n <= 8)
%     3  line 10: lo = None
%     4  line 11: hi = None
%     5  line 12: total = 0
%     6  line 13: for k in range(n):
%     7  line 13: for k in range(n):
%     8  line 13: for k in range(n):
%     9  line 21: assert lo is not None and hi is not None
%    10  line 14: x = nondet_int()
%    11  line 15: assume(-20 <= x <= 20)
%    12  line 16: total += x
%    13  line 17: if lo is None or x < lo:
%    14  line 17: if lo is None or x < lo:
%    15  line 17: if lo is None or x < lo:
%    16  line 17: if lo is None or x < lo:
%    17  ERROR: TypeError at line 17
%    18  line 17: if lo is None or x < lo:
%    19  line 18: lo = x
%    20  line 19: if hi is None or x > hi:
%    21  line 19: if hi is None or x > hi:
%    22  line 19: if hi is None or x > hi:
%    23  line 19: if hi is None or x > hi:
%    24  ERROR: TypeError at line 19
%    25  line 19: if hi is None or x > hi:
%    26  line 20: hi = x
%    27  ERROR: AssertionError at line 21
%    28  line 22: assert lo * n < total or total == 0
%    29  ERROR: TypeError at line 22
%    30  line 22: assert lo * n < total or total == 0
%    31  ERROR: AssertionError at line 22

p(0, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(2, hi, k, lo, n', total, x, $k1, $stop2, $v3, $v4).   % line 8
p(2, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(3, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4), (1 <= n) and (n <= 8).   % line 9
p(3, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(4, hi, k, lo', n, total, x, $k1, $stop2, $v3, $v4), lo' = ().   % line 10
p(4, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(5, hi', k, lo, n, total, x, $k1, $stop2, $v3, $v4), hi' = ().   % line 11
p(5, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(6, hi, k, lo, n, total', x, $k1, $stop2, $v3, $v4), total' = 0.   % line 12
p(6, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(7, hi, k, lo, n, total, x, $k1', $stop2', $v3, $v4), $k1' = 0, $stop2' = n.   % line 13
p(7, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(8, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4), $k1 < $stop2.   % line 13
p(7, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(9, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4), $k1 >= $stop2.   % line 13
p(8, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(10, hi, k', lo, n, total, x, $k1', $stop2, $v3, $v4), k' = $k1, $k1' = $k1 + 1.   % line 13
p(9, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(28, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4), (len(lo) != 0) and (len(hi) != 0).   % line 21
p(9, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(27, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4), not ((len(lo) != 0) and (len(hi) != 0)).   % line 21
p(10, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(11, hi, k, lo, n, total, x', $k1, $stop2, $v3, $v4).   % line 14
p(11, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(12, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4), ((-20) <= x) and (x <= 20).   % line 15
p(12, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(13, hi, k, lo, n, total', x, $k1, $stop2, $v3, $v4), total' = total + x.   % line 16
p(13, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(14, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4), len(lo) == 0.   % line 17
p(13, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(15, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4), len(lo) != 0.   % line 17
p(14, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(16, hi, k, lo, n, total, x, $k1, $stop2, $v3', $v4), $v3' = len(lo) == 0.   % line 17
p(15, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(18, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4), len(lo) == 1.   % line 17
p(15, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(17, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4), len(lo) != 1.   % line 17
p(16, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(19, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4), $v3.   % line 17
p(16, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(20, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4), not $v3.   % line 17
p(18, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(16, hi, k, lo, n, total, x, $k1, $stop2, $v3', $v4), $v3' = x < lo[0].   % line 17
p(19, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(20, hi, k, lo', n, total, x, $k1, $stop2, $v3, $v4), lo' = (x,).   % line 18
p(20, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(21, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4), len(hi) == 0.   % line 19
p(20, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(22, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4), len(hi) != 0.   % line 19
p(21, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(23, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4'), $v4' = len(hi) == 0.   % line 19
p(22, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(25, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4), len(hi) == 1.   % line 19
p(22, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(24, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4), len(hi) != 1.   % line 19
p(23, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(26, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4), $v4.   % line 19
p(23, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(7, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4), not $v4.   % line 19
p(25, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(23, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4'), $v4' = x > hi[0].   % line 19
p(26, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(7, hi', k, lo, n, total, x, $k1, $stop2, $v3, $v4), hi' = (x,).   % line 20
p(28, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(30, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4), len(lo) == 1.   % line 22
p(28, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(29, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4), len(lo) != 1.   % line 22
p(30, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(1, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4), ((lo[0] * n) < total) or (total == 0).   % line 22
p(30, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4) :- p(31, hi, k, lo, n, total, x, $k1, $stop2, $v3, $v4), not (((lo[0] * n) < total) or (total == 0)).   % line 22
