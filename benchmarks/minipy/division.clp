% CLP transition rules of main(a, b)
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (a: int, b: int, q: int, r: int, $ret: int)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  ERROR: ZeroDivisionError at line 4
%     3  line 4: q = a // b
%     4  line 5: r = a % b
%     5  ERROR: ZeroDivisionError at line 5
%     6  line 5: r = a % b
%     7  line 6: assert q * b + r == a
%     8  ERROR: AssertionError at line 6
%     9  line 7: return q

p(0, a, b, q, r, $ret) :- p(3, a, b, q, r, $ret), b != 0.   % line 4
p(0, a, b, q, r, $ret) :- p(2, a, b, q, r, $ret), b == 0.   % line 4
p(3, a, b, q, r, $ret) :- p(4, a, b, q', r, $ret), q' = a // b.   % line 4
p(4, a, b, q, r, $ret) :- p(6, a, b, q, r, $ret), b != 0.   % line 5
p(4, a, b, q, r, $ret) :- p(5, a, b, q, r, $ret), b == 0.   % line 5
p(6, a, b, q, r, $ret) :- p(7, a, b, q, r', $ret), r' = a % b.   % line 5
p(7, a, b, q, r, $ret) :- p(9, a, b, q, r, $ret), ((q * b) + r) == a.   % line 6
p(7, a, b, q, r, $ret) :- p(8, a, b, q, r, $ret), ((q * b) + r) != a.   % line 6
p(9, a, b, q, r, $ret) :- p(1, a, b, q, r, $ret'), $ret' = q.   % line 7
