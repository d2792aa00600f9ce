% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (x: float, y: float, $nd1: float)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 4: x = nondet_float()
%     3  line 5: assume(x >= 0.0 and x <= 100.0)
%     4  line 6: y = x / 3.0
%     5  ERROR: ZeroDivisionError at line 6
%     6  line 6: y = x / 3.0
%     7  line 7: if y * 3.0 != x:
%     8  ERROR: error() called at line 8

p(0, x, y, $nd1) :- p(2, x, y, $nd1').   % line 4
p(2, x, y, $nd1) :- p(3, x', y, $nd1), x' = $nd1.   % line 4
p(3, x, y, $nd1) :- p(4, x, y, $nd1), (fcmp>=(x, 0.0)) and (fcmp<=(x, 100.0)).   % line 5
p(4, x, y, $nd1) :- p(6, x, y, $nd1), True.   % line 6
p(4, x, y, $nd1) :- p(5, x, y, $nd1), False.   % line 6
p(6, x, y, $nd1) :- p(7, x, y', $nd1), y' = div(x, 3.0).   % line 6
p(7, x, y, $nd1) :- p(8, x, y, $nd1), fcmp!=(mul(y, 3.0), x).   % line 7
p(7, x, y, $nd1) :- p(1, x, y, $nd1), not (fcmp!=(mul(y, 3.0), x)).   % line 7
