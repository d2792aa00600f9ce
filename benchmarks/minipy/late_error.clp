% CLP transition rules of main()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (i: int, x: int)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 8: x = 0
%     3  line 9: while i < 100:
%     4  line 10: i += 1
%     5  line 11: x += 2
%     6  line 12: if i == 40:
%     7  line 13: if x == 80:
%     8  ERROR: error() called at line 14

p(0, i, x) :- p(2, i', x), i' = 0.   % line 7
p(2, i, x) :- p(3, i, x'), x' = 0.   % line 8
p(3, i, x) :- p(4, i, x), i < 100.   % line 9
p(3, i, x) :- p(1, i, x), i >= 100.   % line 9
p(4, i, x) :- p(5, i', x), i' = i + 1.   % line 10
p(5, i, x) :- p(6, i, x'), x' = x + 2.   % line 11
p(6, i, x) :- p(7, i, x), i == 40.   % line 12
p(6, i, x) :- p(3, i, x), i != 40.   % line 12
p(7, i, x) :- p(8, i, x), x == 80.   % line 13
p(7, i, x) :- p(3, i, x), x != 80.   % line 13
