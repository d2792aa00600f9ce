% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (n: int, x: int, y: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 7: assume(n >= 1)
%     3  line 8: x = 0
%     4  line 9: y = 0
%     5  line 10: while True:
%     6  line 11: if x < n:
%     7  line 18: assert x < 2 * n, f"x reached {x}"
%     8  line 12: y += 1
%     9  line 14: y -= 1
%    10  line 15: if y < 0:
%    11  line 17: x += 1
%    12  ERROR: AssertionError at line 18

p(0, n, x, y) :- p(2, n', x, y).   % line 6
p(2, n, x, y) :- p(3, n, x, y), n >= 1.   % line 7
p(3, n, x, y) :- p(4, n, x', y), x' = 0.   % line 8
p(4, n, x, y) :- p(5, n, x, y'), y' = 0.   % line 9
p(5, n, x, y) :- p(6, n, x, y).   % line 10
p(6, n, x, y) :- p(8, n, x, y), x < n.   % line 11
p(6, n, x, y) :- p(9, n, x, y), x >= n.   % line 11
p(7, n, x, y) :- p(1, n, x, y), x < (2 * n).   % line 18
p(7, n, x, y) :- p(12, n, x, y), x >= (2 * n).   % line 18
p(8, n, x, y) :- p(10, n, x, y'), y' = y + 1.   % line 12
p(9, n, x, y) :- p(10, n, x, y'), y' = y - 1.   % line 14
p(10, n, x, y) :- p(7, n, x, y), y < 0.   % line 15
p(10, n, x, y) :- p(11, n, x, y), y >= 0.   % line 15
p(11, n, x, y) :- p(5, n, x', y), x' = x + 1.   % line 17
