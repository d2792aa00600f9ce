% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (main#1.a: int, check#1.v: int, check#1.$ret: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 18: try:
%     3  line 20: except ArithmeticError:
%     4  line 25: if a == 3:
%     5  line 9: if v < 0:
%     6  line 11: if v > 100:
%     7  ERROR: ValueError at line 10
%     8  line 13: return v
%     9  line 30: if a == 4:
%    10  halt: the path ends (loop invariant preserved, or exit())
%    11  line 35: if a == 5:
%    12  line 33: except:
%    13  ERROR: AssertionError at line 34
%    14  ERROR: RuntimeError at line 36

p(0, main#1.a, check#1.v, check#1.$ret) :- p(2, main#1.a', check#1.v, check#1.$ret).   % line 17
p(2, main#1.a, check#1.v, check#1.$ret) :- p(5, main#1.a, check#1.v', check#1.$ret), check#1.v' = main#1.a.   % line 19
p(3, main#1.a, check#1.v, check#1.$ret) :- p(4, main#1.a', check#1.v, check#1.$ret), main#1.a' = 100.   % line 22
p(4, main#1.a, check#1.v, check#1.$ret) :- p(10, main#1.a, check#1.v, check#1.$ret), main#1.a == 3.   % line 25
p(4, main#1.a, check#1.v, check#1.$ret) :- p(9, main#1.a, check#1.v, check#1.$ret), main#1.a != 3.   % line 25
p(5, main#1.a, check#1.v, check#1.$ret) :- p(7, main#1.a, check#1.v, check#1.$ret), check#1.v < 0.   % line 9
p(5, main#1.a, check#1.v, check#1.$ret) :- p(6, main#1.a, check#1.v, check#1.$ret), check#1.v >= 0.   % line 9
p(6, main#1.a, check#1.v, check#1.$ret) :- p(3, main#1.a, check#1.v, check#1.$ret), check#1.v > 100.   % line 11
p(6, main#1.a, check#1.v, check#1.$ret) :- p(8, main#1.a, check#1.v, check#1.$ret), check#1.v <= 100.   % line 11
p(8, main#1.a, check#1.v, check#1.$ret) :- p(4, main#1.a, check#1.v, check#1.$ret'), check#1.$ret' = check#1.v.   % line 13
p(9, main#1.a, check#1.v, check#1.$ret) :- p(12, main#1.a, check#1.v, check#1.$ret), main#1.a == 4.   % line 30
p(9, main#1.a, check#1.v, check#1.$ret) :- p(11, main#1.a, check#1.v, check#1.$ret), main#1.a != 4.   % line 30
p(11, main#1.a, check#1.v, check#1.$ret) :- p(14, main#1.a, check#1.v, check#1.$ret), main#1.a == 5.   % line 35
p(11, main#1.a, check#1.v, check#1.$ret) :- p(1, main#1.a, check#1.v, check#1.$ret), main#1.a != 5.   % line 35
p(12, main#1.a, check#1.v, check#1.$ret) :- p(11, main#1.a, check#1.v, check#1.$ret), main#1.a != 4.   % line 34
p(12, main#1.a, check#1.v, check#1.$ret) :- p(13, main#1.a, check#1.v, check#1.$ret), main#1.a == 4.   % line 34
