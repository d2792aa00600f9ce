% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (main#1.a: int, check#1.v: int, check#1.$ret: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 17: try:
%     3  line 19: except ArithmeticError:
%     4  line 23: if a == 3:
%     5  line 8: if v < 0:
%     6  line 10: if v > 100:
%     7  line 12: return v
%     8  line 28: if a == 4:
%     9  halt: the path ends (loop invariant preserved, or exit())
%    10  line 34: if a < 0:
%    11  line 31: except RuntimeError:
%    12  line 33: assert a == 0, f"not caught: {a}"
%    13  ERROR: AssertionError at line 33
%    14  line 36: assert a >= 0
%    15  halt: the path ends (loop invariant preserved, or exit())
%    16  ERROR: AssertionError at line 36

p(0, main#1.a, check#1.v, check#1.$ret) :- p(2, main#1.a', check#1.v, check#1.$ret).   % line 16
p(2, main#1.a, check#1.v, check#1.$ret) :- p(5, main#1.a, check#1.v', check#1.$ret), check#1.v' = main#1.a.   % line 18
p(3, main#1.a, check#1.v, check#1.$ret) :- p(4, main#1.a', check#1.v, check#1.$ret), main#1.a' = 100.   % line 20
p(4, main#1.a, check#1.v, check#1.$ret) :- p(9, main#1.a, check#1.v, check#1.$ret), main#1.a == 3.   % line 23
p(4, main#1.a, check#1.v, check#1.$ret) :- p(8, main#1.a, check#1.v, check#1.$ret), main#1.a != 3.   % line 23
p(5, main#1.a, check#1.v, check#1.$ret) :- p(4, main#1.a, check#1.v, check#1.$ret), check#1.v < 0.   % line 8
p(5, main#1.a, check#1.v, check#1.$ret) :- p(6, main#1.a, check#1.v, check#1.$ret), check#1.v >= 0.   % line 8
p(6, main#1.a, check#1.v, check#1.$ret) :- p(3, main#1.a, check#1.v, check#1.$ret), check#1.v > 100.   % line 10
p(6, main#1.a, check#1.v, check#1.$ret) :- p(7, main#1.a, check#1.v, check#1.$ret), check#1.v <= 100.   % line 10
p(7, main#1.a, check#1.v, check#1.$ret) :- p(4, main#1.a, check#1.v, check#1.$ret'), check#1.$ret' = check#1.v.   % line 12
p(8, main#1.a, check#1.v, check#1.$ret) :- p(11, main#1.a, check#1.v, check#1.$ret), main#1.a == 4.   % line 28
p(8, main#1.a, check#1.v, check#1.$ret) :- p(10, main#1.a, check#1.v, check#1.$ret), main#1.a != 4.   % line 28
p(10, main#1.a, check#1.v, check#1.$ret) :- p(15, main#1.a, check#1.v, check#1.$ret), main#1.a < 0.   % line 34
p(10, main#1.a, check#1.v, check#1.$ret) :- p(14, main#1.a, check#1.v, check#1.$ret), main#1.a >= 0.   % line 34
p(11, main#1.a, check#1.v, check#1.$ret) :- p(12, main#1.a', check#1.v, check#1.$ret), main#1.a' = 0.   % line 32
p(12, main#1.a, check#1.v, check#1.$ret) :- p(10, main#1.a, check#1.v, check#1.$ret), main#1.a == 0.   % line 33
p(12, main#1.a, check#1.v, check#1.$ret) :- p(13, main#1.a, check#1.v, check#1.$ret), main#1.a != 0.   % line 33
p(14, main#1.a, check#1.v, check#1.$ret) :- p(1, main#1.a, check#1.v, check#1.$ret), main#1.a >= 0.   % line 36
p(14, main#1.a, check#1.v, check#1.$ret) :- p(16, main#1.a, check#1.v, check#1.$ret), main#1.a < 0.   % line 36
