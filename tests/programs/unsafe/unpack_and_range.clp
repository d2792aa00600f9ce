% CLP transition rules of main(t, step)
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (a: int, b: int, i: int, s: int, step: int, t: tuple, $ret: int, $k1: int, $step2: int)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 5: for i in range(0, 10, step):
%     3  ERROR: ValueError at line 5
%     4  line 5: for i in range(0, 10, step):
%     5  line 5: for i in range(0, 10, step):
%     6  line 5: for i in range(0, 10, step):
%     7  line 7: a, b = t
%     8  line 6: s += i
%     9  ERROR: ValueError at line 7
%    10  line 7: a, b = t
%    11  line 8: return a + b + s

p(0, a, b, i, s, step, t, $ret, $k1, $step2) :- p(2, a, b, i, s', step, t, $ret, $k1, $step2), s' = 0.   % line 4
p(2, a, b, i, s, step, t, $ret, $k1, $step2) :- p(4, a, b, i, s, step, t, $ret, $k1, $step2), step != 0.   % line 5
p(2, a, b, i, s, step, t, $ret, $k1, $step2) :- p(3, a, b, i, s, step, t, $ret, $k1, $step2), step == 0.   % line 5
p(4, a, b, i, s, step, t, $ret, $k1, $step2) :- p(5, a, b, i, s, step, t, $ret, $k1', $step2'), $k1' = 0, $step2' = step.   % line 5
p(5, a, b, i, s, step, t, $ret, $k1, $step2) :- p(6, a, b, i, s, step, t, $ret, $k1, $step2), (($step2 > 0) and ($k1 < 10)) or (($step2 < 0) and ($k1 > 10)).   % line 5
p(5, a, b, i, s, step, t, $ret, $k1, $step2) :- p(7, a, b, i, s, step, t, $ret, $k1, $step2), not ((($step2 > 0) and ($k1 < 10)) or (($step2 < 0) and ($k1 > 10))).   % line 5
p(6, a, b, i, s, step, t, $ret, $k1, $step2) :- p(8, a, b, i', s, step, t, $ret, $k1', $step2), i' = $k1, $k1' = $k1 + $step2.   % line 5
p(7, a, b, i, s, step, t, $ret, $k1, $step2) :- p(10, a, b, i, s, step, t, $ret, $k1, $step2), len(t) == 2.   % line 7
p(7, a, b, i, s, step, t, $ret, $k1, $step2) :- p(9, a, b, i, s, step, t, $ret, $k1, $step2), len(t) != 2.   % line 7
p(8, a, b, i, s, step, t, $ret, $k1, $step2) :- p(5, a, b, i, s', step, t, $ret, $k1, $step2), s' = s + i.   % line 6
p(10, a, b, i, s, step, t, $ret, $k1, $step2) :- p(11, a', b', i, s, step, t, $ret, $k1, $step2), a' = t[0], b' = t[1].   % line 7
p(11, a, b, i, s, step, t, $ret, $k1, $step2) :- p(1, a, b, i, s, step, t, $ret', $k1, $step2), $ret' = (a + b) + s.   % line 8
