% CLP transition rules of main(x)
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (x: int, y: int, $ret: int)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 5: assume x > 5
%     3  line 6: y = x * 2
%     4  line 7: assert y != 14
%     5  ERROR: AssertionError at line 7
%     6  line 8: return y

p(0, x, y, $ret) :- p(2, x', y, $ret).   % line 4
p(2, x, y, $ret) :- p(3, x, y, $ret), x > 5.   % line 5
p(3, x, y, $ret) :- p(4, x, y', $ret), y' = x * 2.   % line 6
p(4, x, y, $ret) :- p(6, x, y, $ret), y != 14.   % line 7
p(4, x, y, $ret) :- p(5, x, y, $ret), y == 14.   % line 7
p(6, x, y, $ret) :- p(1, x, y, $ret'), $ret' = y.   % line 8
