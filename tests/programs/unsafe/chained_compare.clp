% CLP transition rules of main(a, b)
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (a: int, b: int, $ret: bool, $v1: bool, $v2: bool)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 5: return 0 <= a < 10 > a // b
%     3  line 5: return 0 <= a < 10 > a // b
%     4  line 5: return 0 <= a < 10 > a // b
%     5  line 5: return 0 <= a < 10 > a // b
%     6  line 5: return 0 <= a < 10 > a // b
%     7  line 5: return 0 <= a < 10 > a // b
%     8  ERROR: ZeroDivisionError at line 5
%     9  line 5: return 0 <= a < 10 > a // b

p(0, a, b, $ret, $v1, $v2) :- p(2, a, b, $ret, $v1, $v2), 0 <= a.   % line 5
p(0, a, b, $ret, $v1, $v2) :- p(3, a, b, $ret, $v1, $v2), 0 > a.   % line 5
p(2, a, b, $ret, $v1, $v2) :- p(5, a, b, $ret, $v1, $v2), a < 10.   % line 5
p(2, a, b, $ret, $v1, $v2) :- p(6, a, b, $ret, $v1, $v2), a >= 10.   % line 5
p(3, a, b, $ret, $v1, $v2) :- p(4, a, b, $ret, $v1', $v2), $v1' = False.   % line 5
p(4, a, b, $ret, $v1, $v2) :- p(1, a, b, $ret', $v1, $v2), $ret' = $v1.   % line 5
p(5, a, b, $ret, $v1, $v2) :- p(9, a, b, $ret, $v1, $v2), b != 0.   % line 5
p(5, a, b, $ret, $v1, $v2) :- p(8, a, b, $ret, $v1, $v2), b == 0.   % line 5
p(6, a, b, $ret, $v1, $v2) :- p(7, a, b, $ret, $v1, $v2'), $v2' = False.   % line 5
p(7, a, b, $ret, $v1, $v2) :- p(4, a, b, $ret, $v1', $v2), $v1' = $v2.   % line 5
p(9, a, b, $ret, $v1, $v2) :- p(7, a, b, $ret, $v1, $v2'), $v2' = 10 > (a // b).   % line 5
