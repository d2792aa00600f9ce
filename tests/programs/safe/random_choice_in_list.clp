% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (moves: tuple, pos: int, steps: int, $nd1: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 5: pos = 0
%     3  line 6: steps = 0
%     4  line 7: while steps < 5:
%     5  line 8: pos += random.choice(moves)
%     6  line 10: assert -5 <= pos <= 5
%     7  ERROR: IndexError at line 8
%     8  line 8: pos += random.choice(moves)
%     9  line 8: pos += random.choice(moves)
%    10  line 8: pos += random.choice(moves)
%    11  line 8: pos += random.choice(moves)
%    12  line 9: steps += 1
%    13  ERROR: AssertionError at line 10

p(0, moves, pos, steps, $nd1) :- p(2, moves', pos, steps, $nd1), moves' = (-1, 0, 1).   % line 4
p(2, moves, pos, steps, $nd1) :- p(3, moves, pos', steps, $nd1), pos' = 0.   % line 5
p(3, moves, pos, steps, $nd1) :- p(4, moves, pos, steps', $nd1), steps' = 0.   % line 6
p(4, moves, pos, steps, $nd1) :- p(5, moves, pos, steps, $nd1), steps < 5.   % line 7
p(4, moves, pos, steps, $nd1) :- p(6, moves, pos, steps, $nd1), steps >= 5.   % line 7
p(5, moves, pos, steps, $nd1) :- p(8, moves, pos, steps, $nd1), True.   % line 8
p(5, moves, pos, steps, $nd1) :- p(7, moves, pos, steps, $nd1), False.   % line 8
p(6, moves, pos, steps, $nd1) :- p(1, moves, pos, steps, $nd1), ((-5) <= pos) and (pos <= 5).   % line 10
p(6, moves, pos, steps, $nd1) :- p(13, moves, pos, steps, $nd1), not (((-5) <= pos) and (pos <= 5)).   % line 10
p(8, moves, pos, steps, $nd1) :- p(9, moves, pos, steps, $nd1').   % line 8
p(9, moves, pos, steps, $nd1) :- p(10, moves, pos, steps, $nd1), (0 <= $nd1) and ($nd1 < 3).   % line 8
p(10, moves, pos, steps, $nd1) :- p(11, moves, pos, steps, $nd1), ((-3) <= $nd1) and ($nd1 < 3).   % line 8
p(10, moves, pos, steps, $nd1) :- p(7, moves, pos, steps, $nd1), not (((-3) <= $nd1) and ($nd1 < 3)).   % line 8
p(11, moves, pos, steps, $nd1) :- p(12, moves, pos', steps, $nd1), pos' = pos + (-1, 0, 1)[$nd1].   % line 8
p(12, moves, pos, steps, $nd1) :- p(4, moves, pos, steps', $nd1), steps' = steps + 1.   % line 9
