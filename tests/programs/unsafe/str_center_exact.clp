% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = ($nd1: str, $nd2: int, main#1.c: str, main#1.pad: int, main#1.s: str, main#1.w: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 11: main(nondet_str(), nondet_int())
%     3  line 11: main(nondet_str(), nondet_int())
%     4  line 4: if w < 0 or w > 8:
%     5  line 6: c = s.center(w)
%     6  line 7: pad = len(c) - len(s)
%     7  line 8: assert c[pad // 2:pad // 2 + len(s)] == s
%     8  ERROR: AssertionError at line 8

p(0, $nd1, $nd2, main#1.c, main#1.pad, main#1.s, main#1.w) :- p(2, $nd1', $nd2, main#1.c, main#1.pad, main#1.s, main#1.w).   % line 11
p(2, $nd1, $nd2, main#1.c, main#1.pad, main#1.s, main#1.w) :- p(3, $nd1, $nd2', main#1.c, main#1.pad, main#1.s, main#1.w).   % line 11
p(3, $nd1, $nd2, main#1.c, main#1.pad, main#1.s, main#1.w) :- p(4, $nd1, $nd2, main#1.c, main#1.pad, main#1.s', main#1.w'), main#1.s' = $nd1, main#1.w' = $nd2.   % line 11
p(4, $nd1, $nd2, main#1.c, main#1.pad, main#1.s, main#1.w) :- p(1, $nd1, $nd2, main#1.c, main#1.pad, main#1.s, main#1.w), (main#1.w < 0) or (main#1.w > 8).   % line 4
p(4, $nd1, $nd2, main#1.c, main#1.pad, main#1.s, main#1.w) :- p(5, $nd1, $nd2, main#1.c, main#1.pad, main#1.s, main#1.w), not ((main#1.w < 0) or (main#1.w > 8)).   % line 4
p(5, $nd1, $nd2, main#1.c, main#1.pad, main#1.s, main#1.w) :- p(6, $nd1, $nd2, main#1.c', main#1.pad, main#1.s, main#1.w), main#1.c' = (([32] * (((main#1.w - len(main#1.s)) // 2) + (1 if ((((main#1.w - len(main#1.s)) % 2) == 1) and ((main#1.w % 2) == 1)) else 0))) + main#1.s) + ([32] * ((main#1.w - len(main#1.s)) - (((main#1.w - len(main#1.s)) // 2) + (1 if ((((main#1.w - len(main#1.s)) % 2) == 1) and ((main#1.w % 2) == 1)) else 0)))).   % line 6
p(6, $nd1, $nd2, main#1.c, main#1.pad, main#1.s, main#1.w) :- p(7, $nd1, $nd2, main#1.c, main#1.pad', main#1.s, main#1.w), main#1.pad' = len(main#1.c) - len(main#1.s).   % line 7
p(7, $nd1, $nd2, main#1.c, main#1.pad, main#1.s, main#1.w) :- p(1, $nd1, $nd2, main#1.c, main#1.pad, main#1.s, main#1.w), main#1.c[main#1.pad // 2:(main#1.pad // 2) + len(main#1.s)] == main#1.s.   % line 8
p(7, $nd1, $nd2, main#1.c, main#1.pad, main#1.s, main#1.w) :- p(8, $nd1, $nd2, main#1.c, main#1.pad, main#1.s, main#1.w), main#1.c[main#1.pad // 2:(main#1.pad // 2) + len(main#1.s)] != main#1.s.   % line 8
