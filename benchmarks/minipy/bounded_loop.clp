% CLP transition rules of main()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (i: int, s: int, $k1: int)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 5: for i in range(10):
%     3  line 5: for i in range(10):
%     4  line 5: for i in range(10):
%     5  line 7: assert s == 45
%     6  line 6: s += i
%     7  ERROR: AssertionError at line 7

p(0, i, s, $k1) :- p(2, i, s', $k1), s' = 0.   % line 4
p(2, i, s, $k1) :- p(3, i, s, $k1'), $k1' = 0.   % line 5
p(3, i, s, $k1) :- p(4, i, s, $k1), $k1 < 10.   % line 5
p(3, i, s, $k1) :- p(5, i, s, $k1), $k1 >= 10.   % line 5
p(4, i, s, $k1) :- p(6, i', s, $k1'), i' = $k1, $k1' = $k1 + 1.   % line 5
p(5, i, s, $k1) :- p(1, i, s, $k1), s == 45.   % line 7
p(5, i, s, $k1) :- p(7, i, s, $k1), s != 45.   % line 7
p(6, i, s, $k1) :- p(3, i, s', $k1), s' = s + i.   % line 6
