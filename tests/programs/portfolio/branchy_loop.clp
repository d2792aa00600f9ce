% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (x: int, $nd1: bool, $nd2: bool)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 5: while __VERIFIER_nondet_bool():
%     3  line 5: while __VERIFIER_nondet_bool():
%     4  line 6: if __VERIFIER_nondet_bool():
%     5  line 10: if x < 0:
%     6  line 6: if __VERIFIER_nondet_bool():
%     7  line 7: x += 1
%     8  line 9: x += 2
%     9  ERROR: error() called at line 11

p(0, x, $nd1, $nd2) :- p(2, x', $nd1, $nd2), x' = 0.   % line 4
p(2, x, $nd1, $nd2) :- p(3, x, $nd1', $nd2).   % line 5
p(3, x, $nd1, $nd2) :- p(4, x, $nd1, $nd2), $nd1.   % line 5
p(3, x, $nd1, $nd2) :- p(5, x, $nd1, $nd2), not $nd1.   % line 5
p(4, x, $nd1, $nd2) :- p(6, x, $nd1, $nd2').   % line 6
p(5, x, $nd1, $nd2) :- p(9, x, $nd1, $nd2), x < 0.   % line 10
p(5, x, $nd1, $nd2) :- p(1, x, $nd1, $nd2), x >= 0.   % line 10
p(6, x, $nd1, $nd2) :- p(7, x, $nd1, $nd2), $nd2.   % line 6
p(6, x, $nd1, $nd2) :- p(8, x, $nd1, $nd2), not $nd2.   % line 6
p(7, x, $nd1, $nd2) :- p(2, x', $nd1, $nd2), x' = x + 1.   % line 7
p(8, x, $nd1, $nd2) :- p(2, x', $nd1, $nd2), x' = x + 2.   % line 9
