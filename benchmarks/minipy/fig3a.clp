% CLP transition rules of main()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (q: int, x: int, y: int, $nd1: bool)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 8: if nondet_bool():
%     3  line 8: if nondet_bool():
%     4  line 9: x = 0
%     5  line 11: x = 1
%     6  line 12: if x > 0:
%     7  line 13: y = 0
%     8  line 15: y = 1
%     9  line 16: if q == 0:
%    10  ERROR: error() called at line 17

p(0, q, x, y, $nd1) :- p(2, q', x, y, $nd1), q' = 1.   % line 7
p(2, q, x, y, $nd1) :- p(3, q, x, y, $nd1').   % line 8
p(3, q, x, y, $nd1) :- p(4, q, x, y, $nd1), $nd1.   % line 8
p(3, q, x, y, $nd1) :- p(5, q, x, y, $nd1), not $nd1.   % line 8
p(4, q, x, y, $nd1) :- p(6, q, x', y, $nd1), x' = 0.   % line 9
p(5, q, x, y, $nd1) :- p(6, q, x', y, $nd1), x' = 1.   % line 11
p(6, q, x, y, $nd1) :- p(7, q, x, y, $nd1), x > 0.   % line 12
p(6, q, x, y, $nd1) :- p(8, q, x, y, $nd1), x <= 0.   % line 12
p(7, q, x, y, $nd1) :- p(9, q, x, y', $nd1), y' = 0.   % line 13
p(8, q, x, y, $nd1) :- p(9, q, x, y', $nd1), y' = 1.   % line 15
p(9, q, x, y, $nd1) :- p(10, q, x, y, $nd1), False.   % line 16
p(9, q, x, y, $nd1) :- p(1, q, x, y, $nd1), True.   % line 16
