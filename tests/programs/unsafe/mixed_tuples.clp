% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (big: bool, double: int, x: int, check#1.x: int, check#1.$ret: tuple)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 8: double, big = check(x)
%     3  line 4: return x * 2, x > 10
%     4  line 8: double, big = check(x)
%     5  ERROR: ValueError at line 8
%     6  line 8: double, big = check(x)
%     7  line 9: if x >= 10:
%     8  line 10: assert big, f"{x} should be big"
%     9  ERROR: AssertionError at line 10

p(0, big, double, x, check#1.x, check#1.$ret) :- p(2, big, double, x', check#1.x, check#1.$ret).   % line 7
p(2, big, double, x, check#1.x, check#1.$ret) :- p(3, big, double, x, check#1.x', check#1.$ret), check#1.x' = x.   % line 8
p(3, big, double, x, check#1.x, check#1.$ret) :- p(4, big, double, x, check#1.x, check#1.$ret'), check#1.$ret' = (check#1.x * 2, 1 if (check#1.x > 10) else 0).   % line 4
p(4, big, double, x, check#1.x, check#1.$ret) :- p(6, big, double, x, check#1.x, check#1.$ret), len(check#1.$ret) == 2.   % line 8
p(4, big, double, x, check#1.x, check#1.$ret) :- p(5, big, double, x, check#1.x, check#1.$ret), len(check#1.$ret) != 2.   % line 8
p(6, big, double, x, check#1.x, check#1.$ret) :- p(7, big', double', x, check#1.x, check#1.$ret), double' = check#1.$ret[0], big' = check#1.$ret[1] != 0.   % line 8
p(7, big, double, x, check#1.x, check#1.$ret) :- p(8, big, double, x, check#1.x, check#1.$ret), x >= 10.   % line 9
p(7, big, double, x, check#1.x, check#1.$ret) :- p(1, big, double, x, check#1.x, check#1.$ret), x < 10.   % line 9
p(8, big, double, x, check#1.x, check#1.$ret) :- p(1, big, double, x, check#1.x, check#1.$ret), big.   % line 10
p(8, big, double, x, check#1.x, check#1.$ret) :- p(9, big, double, x, check#1.x, check#1.$ret), not big.   % line 10
