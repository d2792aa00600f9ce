% CLP transition rules of main(n)
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (k: int, n: int, $ret: int)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 9: if -10 < n < 10:
%     3  line 10: k = n * 2
%     4  line 12: k = 0
%     5  line 13: return k

p(0, k, n, $ret) :- p(2, k', n, $ret), k' = 0.   % line 8
p(2, k, n, $ret) :- p(3, k, n, $ret), ((-10) < n) and (n < 10).   % line 9
p(2, k, n, $ret) :- p(4, k, n, $ret), not (((-10) < n) and (n < 10)).   % line 9
p(3, k, n, $ret) :- p(5, k', n, $ret), k' = n * 2.   % line 10
p(4, k, n, $ret) :- p(5, k', n, $ret), k' = 0.   % line 12
p(5, k, n, $ret) :- p(1, k, n, $ret'), $ret' = k.   % line 13
