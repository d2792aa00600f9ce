% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (i: int, j: int, n: int, s: int, $k1: int, $stop2: int, $k3: int, $stop4: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 4: __VERIFIER_assume(0 <= n <= 6)
%     3  line 5: s = 0
%     4  line 6: for i in reversed(range(n)):
%     5  line 6: for i in reversed(range(n)):
%     6  line 6: for i in reversed(range(n)):
%     7  line 8: for j in reversed(range(2, n + 1)):
%     8  line 7: s = s * 2 + i
%     9  line 8: for j in reversed(range(2, n + 1)):
%    10  line 8: for j in reversed(range(2, n + 1)):
%    11  line 10: assert s != 5, f"s = {s}"
%    12  line 9: s = s - j
%    13  ERROR: AssertionError at line 10

p(0, i, j, n, s, $k1, $stop2, $k3, $stop4) :- p(2, i, j, n', s, $k1, $stop2, $k3, $stop4).   % line 3
p(2, i, j, n, s, $k1, $stop2, $k3, $stop4) :- p(3, i, j, n, s, $k1, $stop2, $k3, $stop4), (0 <= n) and (n <= 6).   % line 4
p(3, i, j, n, s, $k1, $stop2, $k3, $stop4) :- p(4, i, j, n, s', $k1, $stop2, $k3, $stop4), s' = 0.   % line 5
p(4, i, j, n, s, $k1, $stop2, $k3, $stop4) :- p(5, i, j, n, s, $k1', $stop2', $k3, $stop4), $k1' = n - 1, $stop2' = -1.   % line 6
p(5, i, j, n, s, $k1, $stop2, $k3, $stop4) :- p(6, i, j, n, s, $k1, $stop2, $k3, $stop4), $k1 > (-1).   % line 6
p(5, i, j, n, s, $k1, $stop2, $k3, $stop4) :- p(7, i, j, n, s, $k1, $stop2, $k3, $stop4), $k1 <= (-1).   % line 6
p(6, i, j, n, s, $k1, $stop2, $k3, $stop4) :- p(8, i', j, n, s, $k1', $stop2, $k3, $stop4), i' = $k1, $k1' = $k1 + (-1).   % line 6
p(7, i, j, n, s, $k1, $stop2, $k3, $stop4) :- p(9, i, j, n, s, $k1, $stop2, $k3', $stop4'), $k3' = (n + 1) - 1, $stop4' = 1.   % line 8
p(8, i, j, n, s, $k1, $stop2, $k3, $stop4) :- p(5, i, j, n, s', $k1, $stop2, $k3, $stop4), s' = (s * 2) + i.   % line 7
p(9, i, j, n, s, $k1, $stop2, $k3, $stop4) :- p(10, i, j, n, s, $k1, $stop2, $k3, $stop4), $k3 > 1.   % line 8
p(9, i, j, n, s, $k1, $stop2, $k3, $stop4) :- p(11, i, j, n, s, $k1, $stop2, $k3, $stop4), $k3 <= 1.   % line 8
p(10, i, j, n, s, $k1, $stop2, $k3, $stop4) :- p(12, i, j', n, s, $k1, $stop2, $k3', $stop4), j' = $k3, $k3' = $k3 + (-1).   % line 8
p(11, i, j, n, s, $k1, $stop2, $k3, $stop4) :- p(1, i, j, n, s, $k1, $stop2, $k3, $stop4), s != 5.   % line 10
p(11, i, j, n, s, $k1, $stop2, $k3, $stop4) :- p(13, i, j, n, s, $k1, $stop2, $k3, $stop4), s == 5.   % line 10
p(12, i, j, n, s, $k1, $stop2, $k3, $stop4) :- p(9, i, j, n, s', $k1, $stop2, $k3, $stop4), s' = s - j.   % line 9
