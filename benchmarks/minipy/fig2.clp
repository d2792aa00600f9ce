% CLP transition rules of main(old)
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (flag: int, lock: int, new: int, old: int, $nd1: bool)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 9: new = old + 1
%     3  line 10: flag = 1
%     4  line 11: while new != old:
%     5  line 12: lock = 1
%     6  line 17: if not flag:
%     7  line 13: old = new
%     8  line 14: if nondet_bool():
%     9  line 14: if nondet_bool():
%    10  line 15: lock = 0
%    11  line 16: new += 1
%    12  line 18: lock = 0
%    13  line 19: if lock == 0:
%    14  ERROR: error() called at line 20

p(0, flag, lock, new, old, $nd1) :- p(2, flag, lock', new, old, $nd1), lock' = 0.   % line 8
p(2, flag, lock, new, old, $nd1) :- p(3, flag, lock, new', old, $nd1), new' = old + 1.   % line 9
p(3, flag, lock, new, old, $nd1) :- p(4, flag', lock, new, old, $nd1), flag' = 1.   % line 10
p(4, flag, lock, new, old, $nd1) :- p(5, flag, lock, new, old, $nd1), new != old.   % line 11
p(4, flag, lock, new, old, $nd1) :- p(6, flag, lock, new, old, $nd1), new == old.   % line 11
p(5, flag, lock, new, old, $nd1) :- p(7, flag, lock', new, old, $nd1), lock' = 1.   % line 12
p(6, flag, lock, new, old, $nd1) :- p(12, flag, lock, new, old, $nd1), False.   % line 17
p(6, flag, lock, new, old, $nd1) :- p(13, flag, lock, new, old, $nd1), True.   % line 17
p(7, flag, lock, new, old, $nd1) :- p(8, flag, lock, new, old', $nd1), old' = new.   % line 13
p(8, flag, lock, new, old, $nd1) :- p(9, flag, lock, new, old, $nd1').   % line 14
p(9, flag, lock, new, old, $nd1) :- p(10, flag, lock, new, old, $nd1), $nd1.   % line 14
p(9, flag, lock, new, old, $nd1) :- p(4, flag, lock, new, old, $nd1), not $nd1.   % line 14
p(10, flag, lock, new, old, $nd1) :- p(11, flag, lock', new, old, $nd1), lock' = 0.   % line 15
p(11, flag, lock, new, old, $nd1) :- p(4, flag, lock, new', old, $nd1), new' = new + 1.   % line 16
p(12, flag, lock, new, old, $nd1) :- p(13, flag, lock', new, old, $nd1), lock' = 0.   % line 18
p(13, flag, lock, new, old, $nd1) :- p(14, flag, lock, new, old, $nd1), lock == 0.   % line 19
p(13, flag, lock, new, old, $nd1) :- p(1, flag, lock, new, old, $nd1), lock != 0.   % line 19
