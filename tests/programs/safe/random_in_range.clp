% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (x: int, y: int, $nd1: int, $nd2: int, $in.3: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  ERROR: ValueError at line 4
%     3  line 4: x = random.randint(-5, 5)
%     4  line 4: x = random.randint(-5, 5)
%     5  line 4: x = random.randint(-5, 5)
%     6  line 5: y = random.randint(x, x + 3)
%     7  ERROR: ValueError at line 5
%     8  line 5: y = random.randint(x, x + 3)
%     9  line 5: y = random.randint(x, x + 3)
%    10  line 5: y = random.randint(x, x + 3)
%    11  line 6: assert -5 <= x <= 5
%    12  ERROR: AssertionError at line 6
%    13  line 7: assert x <= y <= x + 3
%    14  ERROR: AssertionError at line 7
%    15  line 8: assert y - x in (0, 1, 2, 3)
%    16  ERROR: AssertionError at line 8

p(0, x, y, $nd1, $nd2, $in.3) :- p(3, x, y, $nd1, $nd2, $in.3), True.   % line 4
p(0, x, y, $nd1, $nd2, $in.3) :- p(2, x, y, $nd1, $nd2, $in.3), False.   % line 4
p(3, x, y, $nd1, $nd2, $in.3) :- p(4, x, y, $nd1', $nd2, $in.3).   % line 4
p(4, x, y, $nd1, $nd2, $in.3) :- p(5, x, y, $nd1, $nd2, $in.3), ((-5) <= $nd1) and ($nd1 < 6).   % line 4
p(5, x, y, $nd1, $nd2, $in.3) :- p(6, x', y, $nd1, $nd2, $in.3), x' = $nd1.   % line 4
p(6, x, y, $nd1, $nd2, $in.3) :- p(8, x, y, $nd1, $nd2, $in.3), x < ((x + 3) + 1).   % line 5
p(6, x, y, $nd1, $nd2, $in.3) :- p(7, x, y, $nd1, $nd2, $in.3), x >= ((x + 3) + 1).   % line 5
p(8, x, y, $nd1, $nd2, $in.3) :- p(9, x, y, $nd1, $nd2', $in.3).   % line 5
p(9, x, y, $nd1, $nd2, $in.3) :- p(10, x, y, $nd1, $nd2, $in.3), (x <= $nd2) and ($nd2 < ((x + 3) + 1)).   % line 5
p(10, x, y, $nd1, $nd2, $in.3) :- p(11, x, y', $nd1, $nd2, $in.3), y' = $nd2.   % line 5
p(11, x, y, $nd1, $nd2, $in.3) :- p(13, x, y, $nd1, $nd2, $in.3), ((-5) <= x) and (x <= 5).   % line 6
p(11, x, y, $nd1, $nd2, $in.3) :- p(12, x, y, $nd1, $nd2, $in.3), not (((-5) <= x) and (x <= 5)).   % line 6
p(13, x, y, $nd1, $nd2, $in.3) :- p(15, x, y, $nd1, $nd2, $in.3), (x <= y) and (y <= (x + 3)).   % line 7
p(13, x, y, $nd1, $nd2, $in.3) :- p(14, x, y, $nd1, $nd2, $in.3), not ((x <= y) and (y <= (x + 3))).   % line 7
p(15, x, y, $nd1, $nd2, $in.3) :- p(1, x, y, $nd1, $nd2, $in.3), (0 == (y - x)) or (1 == (y - x)) or (2 == (y - x)) or (3 == (y - x)).   % line 8
p(15, x, y, $nd1, $nd2, $in.3) :- p(16, x, y, $nd1, $nd2, $in.3), not ((0 == (y - x)) or (1 == (y - x)) or (2 == (y - x)) or (3 == (y - x))).   % line 8
