% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (x: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 11: if x > 100:
%     3  line 13: if x == 101:
%     4  ERROR: error() called at line 14

p(0, x) :- p(2, x').   % line 10
p(2, x) :- p(3, x), x > 100.   % line 11
p(2, x) :- p(1, x), x <= 100.   % line 11
p(3, x) :- p(4, x), x == 101.   % line 13
p(3, x) :- p(1, x), x != 101.   % line 13
