% CLP transition rules of main(a, b)
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (a: int, b: int, r: int, $ret: int)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 6: try:
%     3  line 11: except ZeroDivisionError:
%     4  line 16: if r == 2:
%     5  line 8: r = a // b
%     6  line 14: except IndexError:
%     7  line 13: r = (a, b)[a]
%     8  line 17: r = 100 // (a - 5)
%     9  line 18: return r
%    10  ERROR: ZeroDivisionError at line 17
%    11  line 17: r = 100 // (a - 5)

p(0, a, b, r, $ret) :- p(2, a, b, r', $ret), r' = 0.   % line 5
p(2, a, b, r, $ret) :- p(5, a, b, r, $ret), b != 0.   % line 8
p(2, a, b, r, $ret) :- p(3, a, b, r, $ret), b == 0.   % line 8
p(3, a, b, r, $ret) :- p(7, a, b, r, $ret), ((-2) <= a) and (a < 2).   % line 13
p(3, a, b, r, $ret) :- p(6, a, b, r, $ret), not (((-2) <= a) and (a < 2)).   % line 13
p(4, a, b, r, $ret) :- p(8, a, b, r, $ret), r == 2.   % line 16
p(4, a, b, r, $ret) :- p(9, a, b, r, $ret), r != 2.   % line 16
p(5, a, b, r, $ret) :- p(4, a, b, r', $ret), r' = a // b.   % line 8
p(6, a, b, r, $ret) :- p(4, a, b, r', $ret), r' = 2.   % line 15
p(7, a, b, r, $ret) :- p(4, a, b, r', $ret), r' = (a, b)[a].   % line 13
p(8, a, b, r, $ret) :- p(11, a, b, r, $ret), (a - 5) != 0.   % line 17
p(8, a, b, r, $ret) :- p(10, a, b, r, $ret), (a - 5) == 0.   % line 17
p(9, a, b, r, $ret) :- p(1, a, b, r, $ret'), $ret' = r.   % line 18
p(11, a, b, r, $ret) :- p(9, a, b, r', $ret), r' = 100 // (a - 5).   % line 17
