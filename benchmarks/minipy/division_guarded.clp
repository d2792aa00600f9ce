% CLP transition rules of main(a, b)
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (a: int, b: int, q: int, r: int, $ret: int)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 5: return 0
%     3  line 6: q = a // b
%     4  ERROR: ZeroDivisionError at line 6
%     5  line 6: q = a // b
%     6  line 7: r = a % b
%     7  ERROR: ZeroDivisionError at line 7
%     8  line 7: r = a % b
%     9  line 8: assert q * b + r == a
%    10  ERROR: AssertionError at line 8
%    11  line 9: assert (b > 0 and 0 <= r < b) or (b < 0 and b < r <= 0)
%    12  ERROR: AssertionError at line 9
%    13  line 10: return q

p(0, a, b, q, r, $ret) :- p(2, a, b, q, r, $ret), b == 0.   % line 4
p(0, a, b, q, r, $ret) :- p(3, a, b, q, r, $ret), b != 0.   % line 4
p(2, a, b, q, r, $ret) :- p(1, a, b, q, r, $ret'), $ret' = 0.   % line 5
p(3, a, b, q, r, $ret) :- p(5, a, b, q, r, $ret), b != 0.   % line 6
p(3, a, b, q, r, $ret) :- p(4, a, b, q, r, $ret), b == 0.   % line 6
p(5, a, b, q, r, $ret) :- p(6, a, b, q', r, $ret), q' = a // b.   % line 6
p(6, a, b, q, r, $ret) :- p(8, a, b, q, r, $ret), b != 0.   % line 7
p(6, a, b, q, r, $ret) :- p(7, a, b, q, r, $ret), b == 0.   % line 7
p(8, a, b, q, r, $ret) :- p(9, a, b, q, r', $ret), r' = a % b.   % line 7
p(9, a, b, q, r, $ret) :- p(11, a, b, q, r, $ret), ((q * b) + r) == a.   % line 8
p(9, a, b, q, r, $ret) :- p(10, a, b, q, r, $ret), ((q * b) + r) != a.   % line 8
p(11, a, b, q, r, $ret) :- p(13, a, b, q, r, $ret), ((b > 0) and (0 <= r) and (r < b)) or ((b < 0) and (b < r) and (r <= 0)).   % line 9
p(11, a, b, q, r, $ret) :- p(12, a, b, q, r, $ret), not (((b > 0) and (0 <= r) and (r < b)) or ((b < 0) and (b < r) and (r <= 0))).   % line 9
p(13, a, b, q, r, $ret) :- p(1, a, b, q, r, $ret'), $ret' = q.   % line 10
