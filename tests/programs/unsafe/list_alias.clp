% CLP transition rules of main()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (alias: list[int], seen: list[int], $nd1: int, record#1.history: list[int], record#1.v: int)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 14: alias = seen
%     3  line 15: record(alias, nondet_int())
%     4  line 8: if v > 2:
%     5  line 16: assert len(seen) == 0
%     6  line 9: history.append(v)
%     7  ERROR: AssertionError at line 16

p(0, alias, seen, $nd1, record#1.history, record#1.v) :- p(2, alias, seen', $nd1, record#1.history, record#1.v), seen' = ().   % line 13
p(2, alias, seen, $nd1, record#1.history, record#1.v) :- p(3, alias, seen, $nd1', record#1.history, record#1.v).   % line 15
p(3, alias, seen, $nd1, record#1.history, record#1.v) :- p(4, alias, seen, $nd1, record#1.history, record#1.v'), record#1.v' = $nd1.   % line 15
p(4, alias, seen, $nd1, record#1.history, record#1.v) :- p(6, alias, seen, $nd1, record#1.history, record#1.v), record#1.v > 2.   % line 8
p(4, alias, seen, $nd1, record#1.history, record#1.v) :- p(5, alias, seen, $nd1, record#1.history, record#1.v), record#1.v <= 2.   % line 8
p(5, alias, seen, $nd1, record#1.history, record#1.v) :- p(1, alias, seen, $nd1, record#1.history, record#1.v), len(seen) == 0.   % line 16
p(5, alias, seen, $nd1, record#1.history, record#1.v) :- p(7, alias, seen, $nd1, record#1.history, record#1.v), len(seen) != 0.   % line 16
p(6, alias, seen, $nd1, record#1.history, record#1.v) :- p(5, alias, seen', $nd1, record#1.history, record#1.v), seen' = seen + (record#1.v,).   % line 9
