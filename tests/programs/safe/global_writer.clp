% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (total: int, outer#1.x: int, outer#1.$ret: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 17: assert outer(1) == 1 and total == 5
%     3  line 13: bump()
%     4  line 17: assert outer(1) == 1 and total == 5
%     5  line 14: return x
%     6  ERROR: AssertionError at line 17

p(0, total, outer#1.x, outer#1.$ret) :- p(2, total', outer#1.x, outer#1.$ret), total' = 0.   % line 4
p(2, total, outer#1.x, outer#1.$ret) :- p(3, total, outer#1.x', outer#1.$ret), outer#1.x' = 1.   % line 17
p(3, total, outer#1.x, outer#1.$ret) :- p(5, total', outer#1.x, outer#1.$ret), total' = 5.   % line 9
p(4, total, outer#1.x, outer#1.$ret) :- p(1, total, outer#1.x, outer#1.$ret), total == 5.   % line 17
p(4, total, outer#1.x, outer#1.$ret) :- p(6, total, outer#1.x, outer#1.$ret), total != 5.   % line 17
p(5, total, outer#1.x, outer#1.$ret) :- p(4, total, outer#1.x, outer#1.$ret'), outer#1.$ret' = 1.   % line 14
