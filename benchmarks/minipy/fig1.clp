% CLP transition rules of main(y)
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (x: int, y: int, $nd1: bool)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 8: if nondet_bool():
%     3  line 8: if nondet_bool():
%     4  line 9: x = x + 1
%     5  line 10: if y >= 1:
%     6  line 11: x = x + 2
%     7  line 12: if y < 1:
%     8  line 13: x = x + 4
%     9  line 14: if x > 5:
%    10  ERROR: error() called at line 15

p(0, x, y, $nd1) :- p(2, x', y, $nd1), x' = 0.   % line 7
p(2, x, y, $nd1) :- p(3, x, y, $nd1').   % line 8
p(3, x, y, $nd1) :- p(4, x, y, $nd1), $nd1.   % line 8
p(3, x, y, $nd1) :- p(5, x, y, $nd1), not $nd1.   % line 8
p(4, x, y, $nd1) :- p(5, x', y, $nd1), x' = x + 1.   % line 9
p(5, x, y, $nd1) :- p(6, x, y, $nd1), y >= 1.   % line 10
p(5, x, y, $nd1) :- p(7, x, y, $nd1), y < 1.   % line 10
p(6, x, y, $nd1) :- p(7, x', y, $nd1), x' = x + 2.   % line 11
p(7, x, y, $nd1) :- p(8, x, y, $nd1), y < 1.   % line 12
p(7, x, y, $nd1) :- p(9, x, y, $nd1), y >= 1.   % line 12
p(8, x, y, $nd1) :- p(9, x', y, $nd1), x' = x + 4.   % line 13
p(9, x, y, $nd1) :- p(10, x, y, $nd1), x > 5.   % line 14
p(9, x, y, $nd1) :- p(1, x, y, $nd1), x <= 5.   % line 14
