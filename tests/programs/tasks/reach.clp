% CLP transition rules of main()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (x: int)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 13: assert x != 5
%     3  ERROR: AssertionError at line 13
%     4  line 14: if x > 10 and x < 12:
%     5  ERROR: error() called at line 15

p(0, x) :- p(2, x').   % line 12
p(2, x) :- p(4, x), x != 5.   % line 13
p(2, x) :- p(3, x), x == 5.   % line 13
p(4, x) :- p(5, x), (x > 10) and (x < 12).   % line 14
p(4, x) :- p(1, x), not ((x > 10) and (x < 12)).   % line 14
