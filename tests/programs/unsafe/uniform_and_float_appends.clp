% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (main#1.v: float, main#1.xs: list[float], $nd1: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 9: xs.append(0.5)
%     3  line 10: xs.insert(0, 1.5)
%     4  line 11: assert xs[0] + xs[1] == 2.0
%     5  ERROR: IndexError at line 11
%     6  line 11: assert xs[0] + xs[1] == 2.0
%     7  ERROR: IndexError at line 11
%     8  line 11: assert xs[0] + xs[1] == 2.0
%     9  ERROR: AssertionError at line 11
%    10  line 12: v = random.uniform(2, 5.5)
%    11  ERROR: ValueError at line 12
%    12  line 12: v = random.uniform(2, 5.5)
%    13  line 12: v = random.uniform(2, 5.5)
%    14  line 12: v = random.uniform(2, 5.5)
%    15  line 13: assert 2 <= v <= 5.5
%    16  ERROR: AssertionError at line 13
%    17  line 14: assert v != 2
%    18  ERROR: AssertionError at line 14

p(0, main#1.v, main#1.xs, $nd1) :- p(2, main#1.v, main#1.xs', $nd1), main#1.xs' = ().   % line 8
p(2, main#1.v, main#1.xs, $nd1) :- p(3, main#1.v, main#1.xs', $nd1), main#1.xs' = main#1.xs + (tobits(0.5),).   % line 9
p(3, main#1.v, main#1.xs, $nd1) :- p(4, main#1.v, main#1.xs', $nd1), main#1.xs' = (main#1.xs[:0] + (tobits(1.5),)) + main#1.xs[0:].   % line 10
p(4, main#1.v, main#1.xs, $nd1) :- p(6, main#1.v, main#1.xs, $nd1), ((-len(main#1.xs)) <= 0) and (0 < len(main#1.xs)).   % line 11
p(4, main#1.v, main#1.xs, $nd1) :- p(5, main#1.v, main#1.xs, $nd1), not (((-len(main#1.xs)) <= 0) and (0 < len(main#1.xs))).   % line 11
p(6, main#1.v, main#1.xs, $nd1) :- p(8, main#1.v, main#1.xs, $nd1), ((-len(main#1.xs)) <= 1) and (1 < len(main#1.xs)).   % line 11
p(6, main#1.v, main#1.xs, $nd1) :- p(7, main#1.v, main#1.xs, $nd1), not (((-len(main#1.xs)) <= 1) and (1 < len(main#1.xs))).   % line 11
p(8, main#1.v, main#1.xs, $nd1) :- p(10, main#1.v, main#1.xs, $nd1), fcmp==(add(frombits(main#1.xs[0]), frombits(main#1.xs[1])), 2.0).   % line 11
p(8, main#1.v, main#1.xs, $nd1) :- p(9, main#1.v, main#1.xs, $nd1), not (fcmp==(add(frombits(main#1.xs[0]), frombits(main#1.xs[1])), 2.0)).   % line 11
p(10, main#1.v, main#1.xs, $nd1) :- p(12, main#1.v, main#1.xs, $nd1), True.   % line 12
p(10, main#1.v, main#1.xs, $nd1) :- p(11, main#1.v, main#1.xs, $nd1), False.   % line 12
p(12, main#1.v, main#1.xs, $nd1) :- p(13, main#1.v, main#1.xs, $nd1').   % line 12
p(13, main#1.v, main#1.xs, $nd1) :- p(14, main#1.v, main#1.xs, $nd1), (0 <= $nd1) and ($nd1 < 9007199254740992).   % line 12
p(14, main#1.v, main#1.xs, $nd1) :- p(15, main#1.v', main#1.xs, $nd1), main#1.v' = add(2.0, mul(3.5, intdiv($nd1, 9007199254740992))).   % line 12
p(15, main#1.v, main#1.xs, $nd1) :- p(17, main#1.v, main#1.xs, $nd1), (fcmp<=(2.0, main#1.v)) and (fcmp<=(main#1.v, 5.5)).   % line 13
p(15, main#1.v, main#1.xs, $nd1) :- p(16, main#1.v, main#1.xs, $nd1), not ((fcmp<=(2.0, main#1.v)) and (fcmp<=(main#1.v, 5.5))).   % line 13
p(17, main#1.v, main#1.xs, $nd1) :- p(1, main#1.v, main#1.xs, $nd1), fcmp!=(main#1.v, 2.0).   % line 14
p(17, main#1.v, main#1.xs, $nd1) :- p(18, main#1.v, main#1.xs, $nd1), not (fcmp!=(main#1.v, 2.0)).   % line 14
