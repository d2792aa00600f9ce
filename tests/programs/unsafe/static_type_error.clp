% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (main#1.label: str, $nd1: bool, size#1.n: tuple, size#1.$ret: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 9: if __VERIFIER_nondet_bool():
%     3  line 9: if __VERIFIER_nondet_bool():
%     4  line 10: size(label)
%     5  line 4: return abs(n)
%     6  ERROR: TypeError at line 4
%     7  line 4: return abs(n)

p(0, main#1.label, $nd1, size#1.n, size#1.$ret) :- p(2, main#1.label', $nd1, size#1.n, size#1.$ret), main#1.label' = (116, 101, 110).   % line 8
p(2, main#1.label, $nd1, size#1.n, size#1.$ret) :- p(3, main#1.label, $nd1', size#1.n, size#1.$ret).   % line 9
p(3, main#1.label, $nd1, size#1.n, size#1.$ret) :- p(4, main#1.label, $nd1, size#1.n, size#1.$ret), $nd1.   % line 9
p(3, main#1.label, $nd1, size#1.n, size#1.$ret) :- p(1, main#1.label, $nd1, size#1.n, size#1.$ret), not $nd1.   % line 9
p(4, main#1.label, $nd1, size#1.n, size#1.$ret) :- p(5, main#1.label, $nd1, size#1.n', size#1.$ret), size#1.n' = (3, 116, 101, 110).   % line 10
p(5, main#1.label, $nd1, size#1.n, size#1.$ret) :- p(7, main#1.label, $nd1, size#1.n, size#1.$ret), False.   % line 4
p(5, main#1.label, $nd1, size#1.n, size#1.$ret) :- p(6, main#1.label, $nd1, size#1.n, size#1.$ret), True.   % line 4
p(7, main#1.label, $nd1, size#1.n, size#1.$ret) :- p(1, main#1.label, $nd1, size#1.n, size#1.$ret'), size#1.$ret' = 116.   % line 4
