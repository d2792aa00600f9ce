% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (x: float, y: float, $nd1: float)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 4: x = nondet_float()
%     3  line 5: assume(x >= 1.0 and x <= 2.0)
%     4  line 6: y = x + 0.5
%     5  line 7: if y <= x or y > 2.5:
%     6  ERROR: error() called at line 8

p(0, x, y, $nd1) :- p(2, x, y, $nd1').   % line 4
p(2, x, y, $nd1) :- p(3, x', y, $nd1), x' = $nd1.   % line 4
p(3, x, y, $nd1) :- p(4, x, y, $nd1), (fcmp>=(x, 1.0)) and (fcmp<=(x, 2.0)).   % line 5
p(4, x, y, $nd1) :- p(5, x, y', $nd1), y' = add(x, 0.5).   % line 6
p(5, x, y, $nd1) :- p(6, x, y, $nd1), (fcmp<=(y, x)) or (fcmp>(y, 2.5)).   % line 7
p(5, x, y, $nd1) :- p(1, x, y, $nd1), not ((fcmp<=(y, x)) or (fcmp>(y, 2.5))).   % line 7
