% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = ($nd1: int, main#1.k: int, main#1.n: int, main#1.$ret: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 17: print(main(nondet_int()))
%     3  line 7: """Returns twice n when n is small."""
%     4  line 9: if -10 < n < 10:
%     5  line 10: k = n * 2
%     6  line 12: k = 0
%     7  line 13: return k

p(0, $nd1, main#1.k, main#1.n, main#1.$ret) :- p(2, $nd1', main#1.k, main#1.n, main#1.$ret).   % line 17
p(2, $nd1, main#1.k, main#1.n, main#1.$ret) :- p(3, $nd1, main#1.k, main#1.n', main#1.$ret), main#1.n' = $nd1.   % line 17
p(3, $nd1, main#1.k, main#1.n, main#1.$ret) :- p(4, $nd1, main#1.k', main#1.n, main#1.$ret), main#1.k' = 0.   % line 8
p(4, $nd1, main#1.k, main#1.n, main#1.$ret) :- p(5, $nd1, main#1.k, main#1.n, main#1.$ret), ((-10) < main#1.n) and (main#1.n < 10).   % line 9
p(4, $nd1, main#1.k, main#1.n, main#1.$ret) :- p(6, $nd1, main#1.k, main#1.n, main#1.$ret), not (((-10) < main#1.n) and (main#1.n < 10)).   % line 9
p(5, $nd1, main#1.k, main#1.n, main#1.$ret) :- p(7, $nd1, main#1.k', main#1.n, main#1.$ret), main#1.k' = main#1.n * 2.   % line 10
p(6, $nd1, main#1.k, main#1.n, main#1.$ret) :- p(7, $nd1, main#1.k', main#1.n, main#1.$ret), main#1.k' = 0.   % line 12
p(7, $nd1, main#1.k, main#1.n, main#1.$ret) :- p(1, $nd1, main#1.k, main#1.n, main#1.$ret'), main#1.$ret' = main#1.k.   % line 13
