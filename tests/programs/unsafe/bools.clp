% CLP transition rules of main(b, n, t)
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (b: bool, c: bool, d: bool, e: bool, n: int, t: tuple, $ret: bool, flip#1.b: bool, flip#1.$ret: bool)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 12: d = flip(b) == c
%     3  line 7: return not b
%     4  line 12: d = flip(b) == c
%     5  line 13: if n:
%     6  line 14: if t:
%     7  line 16: if not t:
%     8  line 15: d = not d
%     9  line 17: assert n != 3
%    10  line 18: e = (b or c) and d
%    11  ERROR: AssertionError at line 17
%    12  line 19: return e

p(0, b, c, d, e, n, t, $ret, flip#1.b, flip#1.$ret) :- p(2, b, c', d, e, n, t, $ret, flip#1.b, flip#1.$ret).   % line 11
p(2, b, c, d, e, n, t, $ret, flip#1.b, flip#1.$ret) :- p(3, b, c, d, e, n, t, $ret, flip#1.b', flip#1.$ret), flip#1.b' = b.   % line 12
p(3, b, c, d, e, n, t, $ret, flip#1.b, flip#1.$ret) :- p(4, b, c, d, e, n, t, $ret, flip#1.b, flip#1.$ret'), flip#1.$ret' = not flip#1.b.   % line 7
p(4, b, c, d, e, n, t, $ret, flip#1.b, flip#1.$ret) :- p(5, b, c, d', e, n, t, $ret, flip#1.b, flip#1.$ret), d' = flip#1.$ret == c.   % line 12
p(5, b, c, d, e, n, t, $ret, flip#1.b, flip#1.$ret) :- p(6, b, c, d, e, n, t, $ret, flip#1.b, flip#1.$ret), n != 0.   % line 13
p(5, b, c, d, e, n, t, $ret, flip#1.b, flip#1.$ret) :- p(7, b, c, d, e, n, t, $ret, flip#1.b, flip#1.$ret), n == 0.   % line 13
p(6, b, c, d, e, n, t, $ret, flip#1.b, flip#1.$ret) :- p(8, b, c, d, e, n, t, $ret, flip#1.b, flip#1.$ret), len(t) != 0.   % line 14
p(6, b, c, d, e, n, t, $ret, flip#1.b, flip#1.$ret) :- p(7, b, c, d, e, n, t, $ret, flip#1.b, flip#1.$ret), len(t) == 0.   % line 14
p(7, b, c, d, e, n, t, $ret, flip#1.b, flip#1.$ret) :- p(9, b, c, d, e, n, t, $ret, flip#1.b, flip#1.$ret), len(t) == 0.   % line 16
p(7, b, c, d, e, n, t, $ret, flip#1.b, flip#1.$ret) :- p(10, b, c, d, e, n, t, $ret, flip#1.b, flip#1.$ret), len(t) != 0.   % line 16
p(8, b, c, d, e, n, t, $ret, flip#1.b, flip#1.$ret) :- p(7, b, c, d', e, n, t, $ret, flip#1.b, flip#1.$ret), d' = not d.   % line 15
p(9, b, c, d, e, n, t, $ret, flip#1.b, flip#1.$ret) :- p(10, b, c, d, e, n, t, $ret, flip#1.b, flip#1.$ret), n != 3.   % line 17
p(9, b, c, d, e, n, t, $ret, flip#1.b, flip#1.$ret) :- p(11, b, c, d, e, n, t, $ret, flip#1.b, flip#1.$ret), n == 3.   % line 17
p(10, b, c, d, e, n, t, $ret, flip#1.b, flip#1.$ret) :- p(12, b, c, d, e', n, t, $ret, flip#1.b, flip#1.$ret), e' = (b or c) and d.   % line 18
p(12, b, c, d, e, n, t, $ret, flip#1.b, flip#1.$ret) :- p(1, b, c, d, e, n, t, $ret', flip#1.b, flip#1.$ret), $ret' = e.   % line 19
