% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (_: int, k: tuple, lo: tuple, t: tuple, v: int, $k1: int, $v2: bool, $nd3: int, find#1.i: int, find#1.t: tuple, find#1.x: int, find#1.$ret: tuple, $k4: int, $stop5: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 12: for _ in range(3):
%     3  line 12: for _ in range(3):
%     4  line 12: for _ in range(3):
%     5  line 16: assert lo is not None
%     6  line 13: v = __VERIFIER_nondet_int()
%     7  line 14: if lo is None or v < lo:
%     8  line 14: if lo is None or v < lo:
%     9  line 14: if lo is None or v < lo:
%    10  line 14: if lo is None or v < lo:
%    11  ERROR: TypeError at line 14
%    12  line 14: if lo is None or v < lo:
%    13  line 15: lo = v
%    14  ERROR: AssertionError at line 16
%    15  line 17: assert lo == lo
%    16  ERROR: AssertionError at line 17
%    17  line 18: t = (4, 7, 7)
%    18  line 19: k = find(t, __VERIFIER_nondet_int())
%    19  line 19: k = find(t, __VERIFIER_nondet_int())
%    20  line 5: for i in range(len(t)):
%    21  line 19: k = find(t, __VERIFIER_nondet_int())
%    22  line 5: for i in range(len(t)):
%    23  line 5: for i in range(len(t)):
%    24  line 8: return None
%    25  line 6: if t[i] == x:
%    26  ERROR: IndexError at line 6
%    27  line 6: if t[i] == x:
%    28  line 7: return i
%    29  line 20: if k is not None:
%    30  line 21: assert t[k] >= 4
%    31  line 24: assert not k
%    32  ERROR: TypeError at line 21
%    33  line 21: assert t[k] >= 4
%    34  ERROR: IndexError at line 21
%    35  line 21: assert t[k] >= 4
%    36  ERROR: AssertionError at line 21
%    37  line 22: assert k != None
%    38  ERROR: AssertionError at line 22
%    39  ERROR: AssertionError at line 24

p(0, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(2, _, k, lo', t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), lo' = ().   % line 11
p(2, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(3, _, k, lo, t, v, $k1', $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), $k1' = 0.   % line 12
p(3, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(4, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), $k1 < 3.   % line 12
p(3, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(5, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), $k1 >= 3.   % line 12
p(4, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(6, _', k, lo, t, v, $k1', $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), _' = $k1, $k1' = $k1 + 1.   % line 12
p(5, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(15, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), len(lo) != 0.   % line 16
p(5, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(14, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), len(lo) == 0.   % line 16
p(6, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(7, _, k, lo, t, v', $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5).   % line 13
p(7, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(8, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), len(lo) == 0.   % line 14
p(7, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(9, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), len(lo) != 0.   % line 14
p(8, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(10, _, k, lo, t, v, $k1, $v2', $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), $v2' = len(lo) == 0.   % line 14
p(9, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(12, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), len(lo) == 1.   % line 14
p(9, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(11, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), len(lo) != 1.   % line 14
p(10, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(13, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), $v2.   % line 14
p(10, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(3, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), not $v2.   % line 14
p(12, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(10, _, k, lo, t, v, $k1, $v2', $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), $v2' = v < lo[0].   % line 14
p(13, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(3, _, k, lo', t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), lo' = (v,).   % line 15
p(15, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(17, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), True.   % line 17
p(15, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(16, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), False.   % line 17
p(17, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(18, _, k, lo, t', v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), t' = (4, 7, 7).   % line 18
p(18, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(19, _, k, lo, t, v, $k1, $v2, $nd3', find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5).   % line 19
p(19, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(20, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t', find#1.x', find#1.$ret, $k4, $stop5), find#1.t' = (4, 7, 7), find#1.x' = $nd3.   % line 19
p(20, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(22, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4', $stop5'), $k4' = 0, $stop5' = 3.   % line 5
p(21, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(29, _, k', lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), k' = find#1.$ret.   % line 19
p(22, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(23, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), $k4 < 3.   % line 5
p(22, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(24, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), $k4 >= 3.   % line 5
p(23, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(25, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i', find#1.t, find#1.x, find#1.$ret, $k4', $stop5), find#1.i' = $k4, $k4' = $k4 + 1.   % line 5
p(24, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(21, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret', $k4, $stop5), find#1.$ret' = ().   % line 8
p(25, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(27, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), ((-3) <= find#1.i) and (find#1.i < 3).   % line 6
p(25, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(26, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), not (((-3) <= find#1.i) and (find#1.i < 3)).   % line 6
p(27, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(28, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), (4, 7, 7)[find#1.i] == find#1.x.   % line 6
p(27, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(22, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), (4, 7, 7)[find#1.i] != find#1.x.   % line 6
p(28, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(21, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret', $k4, $stop5), find#1.$ret' = (find#1.i,).   % line 7
p(29, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(30, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), len(k) != 0.   % line 20
p(29, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(31, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), len(k) == 0.   % line 20
p(30, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(33, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), len(k) == 1.   % line 21
p(30, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(32, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), len(k) != 1.   % line 21
p(31, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(1, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), not ((len(k) == 1) and (k[0] != 0)).   % line 24
p(31, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(39, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), (len(k) == 1) and (k[0] != 0).   % line 24
p(33, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(35, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), ((-3) <= k[0]) and (k[0] < 3).   % line 21
p(33, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(34, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), not (((-3) <= k[0]) and (k[0] < 3)).   % line 21
p(35, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(37, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), (4, 7, 7)[k[0]] >= 4.   % line 21
p(35, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(36, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), (4, 7, 7)[k[0]] < 4.   % line 21
p(37, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(1, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), k != ().   % line 22
p(37, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5) :- p(38, _, k, lo, t, v, $k1, $v2, $nd3, find#1.i, find#1.t, find#1.x, find#1.$ret, $k4, $stop5), k == ().   % line 22
