% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (direction: int, floor: int, target: int, tick: int, $k1: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 6: target = nondet_int()
%     3  line 7: assume(0 <= target <= 5)
%     4  line 8: for tick in range(30):
%     5  line 8: for tick in range(30):
%     6  line 8: for tick in range(30):
%     7  line 9: direction = (target > floor) - (target < floor)
%     8  line 10: floor += direction
%     9  line 11: assert 0 <= floor <= 5
%    10  ERROR: AssertionError at line 11

p(0, direction, floor, target, tick, $k1) :- p(2, direction, floor', target, tick, $k1), floor' = 0.   % line 5
p(2, direction, floor, target, tick, $k1) :- p(3, direction, floor, target', tick, $k1).   % line 6
p(3, direction, floor, target, tick, $k1) :- p(4, direction, floor, target, tick, $k1), (0 <= target) and (target <= 5).   % line 7
p(4, direction, floor, target, tick, $k1) :- p(5, direction, floor, target, tick, $k1'), $k1' = 0.   % line 8
p(5, direction, floor, target, tick, $k1) :- p(6, direction, floor, target, tick, $k1), $k1 < 30.   % line 8
p(5, direction, floor, target, tick, $k1) :- p(1, direction, floor, target, tick, $k1), $k1 >= 30.   % line 8
p(6, direction, floor, target, tick, $k1) :- p(7, direction, floor, target, tick', $k1'), tick' = $k1, $k1' = $k1 + 1.   % line 8
p(7, direction, floor, target, tick, $k1) :- p(8, direction', floor, target, tick, $k1), direction' = (1 if (target > floor) else 0) - (1 if (target < floor) else 0).   % line 9
p(8, direction, floor, target, tick, $k1) :- p(9, direction, floor', target, tick, $k1), floor' = floor + direction.   % line 10
p(9, direction, floor, target, tick, $k1) :- p(5, direction, floor, target, tick, $k1), (0 <= floor) and (floor <= 5).   % line 11
p(9, direction, floor, target, tick, $k1) :- p(10, direction, floor, target, tick, $k1), not ((0 <= floor) and (floor <= 5)).   % line 11
