% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (last: tuple, seen: tuple, $nd1: bool, $nd2: int, scan#1.n: int, $k3: int, $stop4: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 13: seen = None
%     3  line 14: if __VERIFIER_nondet_bool():
%     4  line 14: if __VERIFIER_nondet_bool():
%     5  line 15: seen = __VERIFIER_nondet_int()
%     6  line 16: if seen is not None:
%     7  line 15: seen = __VERIFIER_nondet_int()
%     8  line 17: assert abs(seen) >= 0
%     9  line 18: scan(3)
%    10  ERROR: TypeError at line 17
%    11  line 17: assert abs(seen) >= 0
%    12  ERROR: AssertionError at line 17
%    13  line 8: global last
%    14  line 19: assert last == 2
%    15  line 9: for last in range(n):
%    16  line 9: for last in range(n):
%    17  ERROR: AssertionError at line 19

p(0, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4) :- p(2, last', seen, $nd1, $nd2, scan#1.n, $k3, $stop4), last' = ().   % line 4
p(2, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4) :- p(3, last, seen', $nd1, $nd2, scan#1.n, $k3, $stop4), seen' = ().   % line 13
p(3, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4) :- p(4, last, seen, $nd1', $nd2, scan#1.n, $k3, $stop4).   % line 14
p(4, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4) :- p(5, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4), $nd1.   % line 14
p(4, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4) :- p(6, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4), not $nd1.   % line 14
p(5, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4) :- p(7, last, seen, $nd1, $nd2', scan#1.n, $k3, $stop4).   % line 15
p(6, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4) :- p(8, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4), len(seen) != 0.   % line 16
p(6, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4) :- p(9, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4), len(seen) == 0.   % line 16
p(7, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4) :- p(6, last, seen', $nd1, $nd2, scan#1.n, $k3, $stop4), seen' = ($nd2,).   % line 15
p(8, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4) :- p(11, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4), len(seen) == 1.   % line 17
p(8, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4) :- p(10, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4), len(seen) != 1.   % line 17
p(9, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4) :- p(13, last, seen, $nd1, $nd2, scan#1.n', $k3, $stop4), scan#1.n' = 3.   % line 18
p(11, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4) :- p(9, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4), ((-seen[0]) if (seen[0] < 0) else seen[0]) >= 0.   % line 17
p(11, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4) :- p(12, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4), ((-seen[0]) if (seen[0] < 0) else seen[0]) < 0.   % line 17
p(13, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4) :- p(15, last, seen, $nd1, $nd2, scan#1.n, $k3', $stop4'), $k3' = 0, $stop4' = 3.   % line 9
p(14, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4) :- p(1, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4), last == (2,).   % line 19
p(14, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4) :- p(17, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4), last != (2,).   % line 19
p(15, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4) :- p(16, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4), $k3 < 3.   % line 9
p(15, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4) :- p(14, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4), $k3 >= 3.   % line 9
p(16, last, seen, $nd1, $nd2, scan#1.n, $k3, $stop4) :- p(15, last', seen, $nd1, $nd2, scan#1.n, $k3', $stop4), last' = ($k3,), $k3' = $k3 + 1.   % line 9
