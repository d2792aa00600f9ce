% CLP transition rules of main()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (x: int)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 14: if x * 3 == 12:
%     3  line 16: assert x != 100
%     4  ERROR: AssertionError at line 16

p(0, x) :- p(2, x').   % line 13
p(2, x) :- p(3, x), (x * 3) == 12.   % line 14
p(2, x) :- p(3, x), (x * 3) != 12.   % line 14
p(3, x) :- p(1, x), x != 100.   % line 16
p(3, x) :- p(4, x), x == 100.   % line 16
