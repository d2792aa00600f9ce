% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = ($nd1: str, $nd2: str, $nd3: int, main#1.p: str, main#1.s: str, main#1.w: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 16: main(nondet_str(), nondet_str(), nondet_int())
%     3  line 16: main(nondet_str(), nondet_str(), nondet_int())
%     4  line 16: main(nondet_str(), nondet_str(), nondet_int())
%     5  line 4: if w < 0 or w > 8:
%     6  line 6: assert len(s.removeprefix(p)) <= len(s)
%     7  ERROR: AssertionError at line 6
%     8  line 7: assert len(s.removesuffix(p)) <= len(s)
%     9  ERROR: AssertionError at line 7
%    10  line 8: assert s.rjust(w, "*").endswith(s)
%    11  ERROR: TypeError at line 8
%    12  line 8: assert s.rjust(w, "*").endswith(s)
%    13  ERROR: AssertionError at line 8
%    14  line 9: assert len(s.center(w)) == max(w, len(s))
%    15  ERROR: AssertionError at line 9
%    16  line 10: assert len(s.zfill(w)) == max(w, len(s))
%    17  ERROR: AssertionError at line 10
%    18  line 11: assert len("-" * w) == w
%    19  ERROR: AssertionError at line 11
%    20  line 12: if len(s) >= w:
%    21  line 13: assert s.center(w) == s
%    22  ERROR: AssertionError at line 13

p(0, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w) :- p(2, $nd1', $nd2, $nd3, main#1.p, main#1.s, main#1.w).   % line 16
p(2, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w) :- p(3, $nd1, $nd2', $nd3, main#1.p, main#1.s, main#1.w).   % line 16
p(3, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w) :- p(4, $nd1, $nd2, $nd3', main#1.p, main#1.s, main#1.w).   % line 16
p(4, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w) :- p(5, $nd1, $nd2, $nd3, main#1.p', main#1.s', main#1.w'), main#1.s' = $nd1, main#1.p' = $nd2, main#1.w' = $nd3.   % line 16
p(5, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w) :- p(1, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w), (main#1.w < 0) or (main#1.w > 8).   % line 4
p(5, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w) :- p(6, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w), not ((main#1.w < 0) or (main#1.w > 8)).   % line 4
p(6, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w) :- p(8, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w), len(main#1.s[len(main#1.p):] if ((len(main#1.p) <= len(main#1.s)) and (main#1.s[0:len(main#1.p)] == main#1.p)) else main#1.s) <= len(main#1.s).   % line 6
p(6, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w) :- p(7, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w), len(main#1.s[len(main#1.p):] if ((len(main#1.p) <= len(main#1.s)) and (main#1.s[0:len(main#1.p)] == main#1.p)) else main#1.s) > len(main#1.s).   % line 6
p(8, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w) :- p(10, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w), len(main#1.s[:len(main#1.s) - len(main#1.p)] if ((len(main#1.p) > 0) and (len(main#1.p) <= len(main#1.s)) and (main#1.s[len(main#1.s) - len(main#1.p):(len(main#1.s) - len(main#1.p)) + len(main#1.p)] == main#1.p)) else main#1.s) <= len(main#1.s).   % line 7
p(8, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w) :- p(9, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w), len(main#1.s[:len(main#1.s) - len(main#1.p)] if ((len(main#1.p) > 0) and (len(main#1.p) <= len(main#1.s)) and (main#1.s[len(main#1.s) - len(main#1.p):(len(main#1.s) - len(main#1.p)) + len(main#1.p)] == main#1.p)) else main#1.s) > len(main#1.s).   % line 7
p(10, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w) :- p(12, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w), True.   % line 8
p(10, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w) :- p(11, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w), False.   % line 8
p(12, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w) :- p(14, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w), (len(main#1.s) <= (len([42] * (main#1.w - len(main#1.s))) + len(main#1.s))) and ((([42] * (main#1.w - len(main#1.s))) + main#1.s)[(len([42] * (main#1.w - len(main#1.s))) + len(main#1.s)) - len(main#1.s):((len([42] * (main#1.w - len(main#1.s))) + len(main#1.s)) - len(main#1.s)) + len(main#1.s)] == main#1.s).   % line 8
p(12, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w) :- p(13, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w), not ((len(main#1.s) <= (len([42] * (main#1.w - len(main#1.s))) + len(main#1.s))) and ((([42] * (main#1.w - len(main#1.s))) + main#1.s)[(len([42] * (main#1.w - len(main#1.s))) + len(main#1.s)) - len(main#1.s):((len([42] * (main#1.w - len(main#1.s))) + len(main#1.s)) - len(main#1.s)) + len(main#1.s)] == main#1.s)).   % line 8
p(14, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w) :- p(16, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w), ((len([32] * (((main#1.w - len(main#1.s)) // 2) + (1 if ((((main#1.w - len(main#1.s)) % 2) == 1) and ((main#1.w % 2) == 1)) else 0))) + len(main#1.s)) + len([32] * ((main#1.w - len(main#1.s)) - (((main#1.w - len(main#1.s)) // 2) + (1 if ((((main#1.w - len(main#1.s)) % 2) == 1) and ((main#1.w % 2) == 1)) else 0))))) == (len(main#1.s) if (len(main#1.s) > main#1.w) else main#1.w).   % line 9
p(14, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w) :- p(15, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w), ((len([32] * (((main#1.w - len(main#1.s)) // 2) + (1 if ((((main#1.w - len(main#1.s)) % 2) == 1) and ((main#1.w % 2) == 1)) else 0))) + len(main#1.s)) + len([32] * ((main#1.w - len(main#1.s)) - (((main#1.w - len(main#1.s)) // 2) + (1 if ((((main#1.w - len(main#1.s)) % 2) == 1) and ((main#1.w % 2) == 1)) else 0))))) != (len(main#1.s) if (len(main#1.s) > main#1.w) else main#1.w).   % line 9
p(16, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w) :- p(18, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w), len(((main#1.s[:1] + ([48] * (main#1.w - len(main#1.s)))) + main#1.s[1:]) if (((1 <= len(main#1.s)) and (main#1.s[0] == 43)) or ((1 <= len(main#1.s)) and (main#1.s[0] == 45))) else (([48] * (main#1.w - len(main#1.s))) + main#1.s)) == (len(main#1.s) if (len(main#1.s) > main#1.w) else main#1.w).   % line 10
p(16, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w) :- p(17, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w), len(((main#1.s[:1] + ([48] * (main#1.w - len(main#1.s)))) + main#1.s[1:]) if (((1 <= len(main#1.s)) and (main#1.s[0] == 43)) or ((1 <= len(main#1.s)) and (main#1.s[0] == 45))) else (([48] * (main#1.w - len(main#1.s))) + main#1.s)) != (len(main#1.s) if (len(main#1.s) > main#1.w) else main#1.w).   % line 10
p(18, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w) :- p(20, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w), len([45] * main#1.w) == main#1.w.   % line 11
p(18, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w) :- p(19, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w), len([45] * main#1.w) != main#1.w.   % line 11
p(20, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w) :- p(21, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w), len(main#1.s) >= main#1.w.   % line 12
p(20, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w) :- p(1, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w), len(main#1.s) < main#1.w.   % line 12
p(21, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w) :- p(1, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w), ((([32] * (((main#1.w - len(main#1.s)) // 2) + (1 if ((((main#1.w - len(main#1.s)) % 2) == 1) and ((main#1.w % 2) == 1)) else 0))) + main#1.s) + ([32] * ((main#1.w - len(main#1.s)) - (((main#1.w - len(main#1.s)) // 2) + (1 if ((((main#1.w - len(main#1.s)) % 2) == 1) and ((main#1.w % 2) == 1)) else 0))))) == main#1.s.   % line 13
p(21, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w) :- p(22, $nd1, $nd2, $nd3, main#1.p, main#1.s, main#1.w), ((([32] * (((main#1.w - len(main#1.s)) // 2) + (1 if ((((main#1.w - len(main#1.s)) % 2) == 1) and ((main#1.w % 2) == 1)) else 0))) + main#1.s) + ([32] * ((main#1.w - len(main#1.s)) - (((main#1.w - len(main#1.s)) // 2) + (1 if ((((main#1.w - len(main#1.s)) % 2) == 1) and ((main#1.w % 2) == 1)) else 0))))) != main#1.s.   % line 13
