% CLP transition rules of main(a, t)
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (a: int, r: int, t: tuple, $ret: int, risky#1.a: int, risky#1.t: tuple, risky#1.$ret: int)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 10: try:
%     3  line 12: except ZeroDivisionError:
%     4  line 14: except IndexError:
%     5  line 16: try:
%     6  line 5: return t[a] // a
%     7  line 11: r = risky(a, t)
%     8  line 5: return t[a] // a
%     9  line 5: return t[a] // a
%    10  line 18: except ArithmeticError:
%    11  line 22: try:
%    12  line 17: r = r + 10 // (a - 2)
%    13  line 21: r = r + 1
%    14  line 24: except:
%    15  line 26: try:
%    16  line 28: except (ZeroDivisionError, LookupError):
%    17  line 30: assert r != 1001
%    18  line 27: r = r + t[0]
%    19  ERROR: AssertionError at line 30
%    20  line 31: return r

p(0, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret) :- p(2, a, r', t, $ret, risky#1.a, risky#1.t, risky#1.$ret), r' = 0.   % line 9
p(2, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret) :- p(6, a, r, t, $ret, risky#1.a', risky#1.t', risky#1.$ret), risky#1.a' = a, risky#1.t' = t.   % line 11
p(3, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret) :- p(5, a, r', t, $ret, risky#1.a, risky#1.t, risky#1.$ret), r' = -1.   % line 13
p(4, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret) :- p(5, a, r', t, $ret, risky#1.a, risky#1.t, risky#1.$ret), r' = -2.   % line 15
p(5, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret) :- p(12, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret), (a - 2) != 0.   % line 17
p(5, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret) :- p(10, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret), (a - 2) == 0.   % line 17
p(6, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret) :- p(8, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret), ((-len(risky#1.t)) <= risky#1.a) and (risky#1.a < len(risky#1.t)).   % line 5
p(6, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret) :- p(4, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret), not (((-len(risky#1.t)) <= risky#1.a) and (risky#1.a < len(risky#1.t))).   % line 5
p(7, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret) :- p(5, a, r', t, $ret, risky#1.a, risky#1.t, risky#1.$ret), r' = risky#1.$ret.   % line 11
p(8, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret) :- p(9, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret), risky#1.a != 0.   % line 5
p(8, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret) :- p(3, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret), risky#1.a == 0.   % line 5
p(9, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret) :- p(7, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret'), risky#1.$ret' = risky#1.t[risky#1.a] // risky#1.a.   % line 5
p(10, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret) :- p(11, a, r', t, $ret, risky#1.a, risky#1.t, risky#1.$ret), r' = r + 1000.   % line 19
p(11, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret) :- p(15, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret), a != 7.   % line 23
p(11, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret) :- p(14, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret), a == 7.   % line 23
p(12, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret) :- p(13, a, r', t, $ret, risky#1.a, risky#1.t, risky#1.$ret), r' = r + (10 // (a - 2)).   % line 17
p(13, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret) :- p(11, a, r', t, $ret, risky#1.a, risky#1.t, risky#1.$ret), r' = r + 1.   % line 21
p(14, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret) :- p(15, a, r', t, $ret, risky#1.a, risky#1.t, risky#1.$ret), r' = r * 2.   % line 25
p(15, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret) :- p(18, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret), ((-len(t)) <= 0) and (0 < len(t)).   % line 27
p(15, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret) :- p(16, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret), not (((-len(t)) <= 0) and (0 < len(t))).   % line 27
p(16, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret) :- p(17, a, r', t, $ret, risky#1.a, risky#1.t, risky#1.$ret), r' = r - 1.   % line 29
p(17, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret) :- p(20, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret), r != 1001.   % line 30
p(17, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret) :- p(19, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret), r == 1001.   % line 30
p(18, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret) :- p(17, a, r', t, $ret, risky#1.a, risky#1.t, risky#1.$ret), r' = r + t[0].   % line 27
p(20, a, r, t, $ret, risky#1.a, risky#1.t, risky#1.$ret) :- p(1, a, r, t, $ret', risky#1.a, risky#1.t, risky#1.$ret), $ret' = r.   % line 31
