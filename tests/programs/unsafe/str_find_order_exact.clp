% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = ($nd1: str, $nd2: str, main#1.s: str, main#1.t: str, $v3: bool)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 8: main(nondet_str(), nondet_str())
%     3  line 8: main(nondet_str(), nondet_str())
%     4  line 4: if t != "" and s.find(t) != s.rfind(t) and s < t:
%     5  line 4: if t != "" and s.find(t) != s.rfind(t) and s < t:
%     6  line 4: if t != "" and s.find(t) != s.rfind(t) and s < t:
%     7  line 4: if t != "" and s.find(t) != s.rfind(t) and s < t:
%     8  line 5: assert False
%     9  ERROR: AssertionError at line 5

p(0, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(2, $nd1', $nd2, main#1.s, main#1.t, $v3).   % line 8
p(2, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(3, $nd1, $nd2', main#1.s, main#1.t, $v3).   % line 8
p(3, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(4, $nd1, $nd2, main#1.s', main#1.t', $v3), main#1.s' = $nd1, main#1.t' = $nd2.   % line 8
p(4, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(5, $nd1, $nd2, main#1.s, main#1.t, $v3), len(main#1.t) != 0.   % line 4
p(4, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(6, $nd1, $nd2, main#1.s, main#1.t, $v3), len(main#1.t) == 0.   % line 4
p(5, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(7, $nd1, $nd2, main#1.s, main#1.t, $v3'), $v3' = (find(main#1.s, main#1.t)) != (rfind(main#1.s, main#1.t)).   % line 4
p(6, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(7, $nd1, $nd2, main#1.s, main#1.t, $v3'), $v3' = len(main#1.t) != 0.   % line 4
p(7, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(8, $nd1, $nd2, main#1.s, main#1.t, $v3), $v3 and (less(main#1.s, main#1.t)).   % line 4
p(7, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(1, $nd1, $nd2, main#1.s, main#1.t, $v3), not ($v3 and (less(main#1.s, main#1.t))).   % line 4
p(8, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(1, $nd1, $nd2, main#1.s, main#1.t, $v3), False.   % line 5
p(8, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(9, $nd1, $nd2, main#1.s, main#1.t, $v3), True.   % line 5
