% CLP transition rules of main(y, N)
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (N: int, n: int, y: int)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 9: n = 0
%     3  line 10: while n < N:
%     4  line 11: y += 1
%     5  line 13: if y + n < N:
%     6  line 12: n += 1
%     7  ERROR: error() called at line 14

p(0, N, n, y) :- p(2, N, n, y), y == 0.   % line 8
p(2, N, n, y) :- p(3, N, n', y), n' = 0.   % line 9
p(3, N, n, y) :- p(4, N, n, y), n < N.   % line 10
p(3, N, n, y) :- p(5, N, n, y), n >= N.   % line 10
p(4, N, n, y) :- p(6, N, n, y'), y' = y + 1.   % line 11
p(5, N, n, y) :- p(7, N, n, y), (y + n) < N.   % line 13
p(5, N, n, y) :- p(1, N, n, y), (y + n) >= N.   % line 13
p(6, N, n, y) :- p(3, N, n', y), n' = n + 1.   % line 12
