% CLP transition rules of main()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (x: int, y: int, $ret: int, $nd1: bool)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 8: y = nondet_int()
%     3  line 9: assume(x > 0)
%     4  line 10: if nondet_bool():
%     5  line 10: if nondet_bool():
%     6  line 11: y = y + x
%     7  line 12: if y == 13 and x == 2:
%     8  line 14: return x + y
%     9  ERROR: error() called at line 13

p(0, x, y, $ret, $nd1) :- p(2, x', y, $ret, $nd1).   % line 7
p(2, x, y, $ret, $nd1) :- p(3, x, y', $ret, $nd1).   % line 8
p(3, x, y, $ret, $nd1) :- p(4, x, y, $ret, $nd1), x > 0.   % line 9
p(4, x, y, $ret, $nd1) :- p(5, x, y, $ret, $nd1').   % line 10
p(5, x, y, $ret, $nd1) :- p(6, x, y, $ret, $nd1), $nd1.   % line 10
p(5, x, y, $ret, $nd1) :- p(7, x, y, $ret, $nd1), not $nd1.   % line 10
p(6, x, y, $ret, $nd1) :- p(7, x, y', $ret, $nd1), y' = y + x.   % line 11
p(7, x, y, $ret, $nd1) :- p(9, x, y, $ret, $nd1), (y == 13) and (x == 2).   % line 12
p(7, x, y, $ret, $nd1) :- p(8, x, y, $ret, $nd1), not ((y == 13) and (x == 2)).   % line 12
p(8, x, y, $ret, $nd1) :- p(1, x, y, $ret', $nd1), $ret' = x + y.   % line 14
