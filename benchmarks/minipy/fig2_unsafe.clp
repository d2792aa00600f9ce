% CLP transition rules of main(old)
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (flag: int, lock: int, new: int, old: int, $nd1: bool)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 8: new = old + 1
%     3  line 9: flag = 0
%     4  line 10: while new != old:
%     5  line 11: lock = 1
%     6  line 16: if not flag:
%     7  line 12: old = new
%     8  line 13: if nondet_bool():
%     9  line 13: if nondet_bool():
%    10  line 14: lock = 0
%    11  line 15: new += 1
%    12  line 17: lock = 0
%    13  line 18: if lock == 0:
%    14  ERROR: error() called at line 19

p(0, flag, lock, new, old, $nd1) :- p(2, flag, lock', new, old, $nd1), lock' = 0.   % line 7
p(2, flag, lock, new, old, $nd1) :- p(3, flag, lock, new', old, $nd1), new' = old + 1.   % line 8
p(3, flag, lock, new, old, $nd1) :- p(4, flag', lock, new, old, $nd1), flag' = 0.   % line 9
p(4, flag, lock, new, old, $nd1) :- p(5, flag, lock, new, old, $nd1), new != old.   % line 10
p(4, flag, lock, new, old, $nd1) :- p(6, flag, lock, new, old, $nd1), new == old.   % line 10
p(5, flag, lock, new, old, $nd1) :- p(7, flag, lock', new, old, $nd1), lock' = 1.   % line 11
p(6, flag, lock, new, old, $nd1) :- p(12, flag, lock, new, old, $nd1), True.   % line 16
p(6, flag, lock, new, old, $nd1) :- p(13, flag, lock, new, old, $nd1), False.   % line 16
p(7, flag, lock, new, old, $nd1) :- p(8, flag, lock, new, old', $nd1), old' = new.   % line 12
p(8, flag, lock, new, old, $nd1) :- p(9, flag, lock, new, old, $nd1').   % line 13
p(9, flag, lock, new, old, $nd1) :- p(10, flag, lock, new, old, $nd1), $nd1.   % line 13
p(9, flag, lock, new, old, $nd1) :- p(4, flag, lock, new, old, $nd1), not $nd1.   % line 13
p(10, flag, lock, new, old, $nd1) :- p(11, flag, lock', new, old, $nd1), lock' = 0.   % line 14
p(11, flag, lock, new, old, $nd1) :- p(4, flag, lock, new', old, $nd1), new' = new + 1.   % line 15
p(12, flag, lock, new, old, $nd1) :- p(13, flag, lock', new, old, $nd1), lock' = 0.   % line 17
p(13, flag, lock, new, old, $nd1) :- p(14, flag, lock, new, old, $nd1), lock == 0.   % line 18
p(13, flag, lock, new, old, $nd1) :- p(1, flag, lock, new, old, $nd1), lock != 0.   % line 18
