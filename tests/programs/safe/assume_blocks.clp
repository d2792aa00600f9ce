% CLP transition rules of main(a)
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (a: int, b: int, t: tuple, $ret: int)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 8: assume(b != 0)
%     3  line 9: assume(a >= 0 and a < 100)
%     4  line 10: t = (a, b)
%     5  line 11: return t[1] // b + a // b + t[-2]
%     6  ERROR: IndexError at line 11
%     7  line 11: return t[1] // b + a // b + t[-2]
%     8  ERROR: ZeroDivisionError at line 11
%     9  line 11: return t[1] // b + a // b + t[-2]
%    10  ERROR: ZeroDivisionError at line 11
%    11  line 11: return t[1] // b + a // b + t[-2]
%    12  ERROR: IndexError at line 11
%    13  line 11: return t[1] // b + a // b + t[-2]

p(0, a, b, t, $ret) :- p(2, a, b', t, $ret).   % line 7
p(2, a, b, t, $ret) :- p(3, a, b, t, $ret), b != 0.   % line 8
p(3, a, b, t, $ret) :- p(4, a, b, t, $ret), (a >= 0) and (a < 100).   % line 9
p(4, a, b, t, $ret) :- p(5, a, b, t', $ret), t' = (a, b).   % line 10
p(5, a, b, t, $ret) :- p(7, a, b, t, $ret), ((-len(t)) <= 1) and (1 < len(t)).   % line 11
p(5, a, b, t, $ret) :- p(6, a, b, t, $ret), not (((-len(t)) <= 1) and (1 < len(t))).   % line 11
p(7, a, b, t, $ret) :- p(9, a, b, t, $ret), b != 0.   % line 11
p(7, a, b, t, $ret) :- p(8, a, b, t, $ret), b == 0.   % line 11
p(9, a, b, t, $ret) :- p(11, a, b, t, $ret), b != 0.   % line 11
p(9, a, b, t, $ret) :- p(10, a, b, t, $ret), b == 0.   % line 11
p(11, a, b, t, $ret) :- p(13, a, b, t, $ret), ((-len(t)) <= (-2)) and ((-2) < len(t)).   % line 11
p(11, a, b, t, $ret) :- p(12, a, b, t, $ret), not (((-len(t)) <= (-2)) and ((-2) < len(t))).   % line 11
p(13, a, b, t, $ret) :- p(1, a, b, t, $ret'), $ret' = ((t[1] // b) + (a // b)) + t[-2].   % line 11
