% CLP transition rules of main()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (i: int, n: int, x: int)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 9: i = 0
%     3  line 10: x = 0
%     4  line 11: while i < 100:
%     5  line 12: i += 1
%     6  line 14: if x == 200 and n == 7:
%     7  line 13: x += 2
%     8  ERROR: error() called at line 15

p(0, i, n, x) :- p(2, i, n', x).   % line 8
p(2, i, n, x) :- p(3, i', n, x), i' = 0.   % line 9
p(3, i, n, x) :- p(4, i, n, x'), x' = 0.   % line 10
p(4, i, n, x) :- p(5, i, n, x), i < 100.   % line 11
p(4, i, n, x) :- p(6, i, n, x), i >= 100.   % line 11
p(5, i, n, x) :- p(7, i', n, x), i' = i + 1.   % line 12
p(6, i, n, x) :- p(8, i, n, x), (x == 200) and (n == 7).   % line 14
p(6, i, n, x) :- p(1, i, n, x), not ((x == 200) and (n == 7)).   % line 14
p(7, i, n, x) :- p(4, i, n, x'), x' = x + 2.   % line 13
