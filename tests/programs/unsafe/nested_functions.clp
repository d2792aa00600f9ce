% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (main#1._: int, main#1.count: int, $k1: int, $nd2: bool, main.over#1.count: int, main.over#1.$ret: bool)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 6: def over():
%     3  line 9: for _ in range(4):
%     4  line 9: for _ in range(4):
%     5  line 12: if over():
%     6  line 10: if __VERIFIER_nondet_bool():
%     7  line 10: if __VERIFIER_nondet_bool():
%     8  line 11: count += 1
%     9  line 7: return count > 2
%    10  line 12: if over():
%    11  ERROR: error() called at line 13

p(0, main#1._, main#1.count, $k1, $nd2, main.over#1.count, main.over#1.$ret) :- p(2, main#1._, main#1.count', $k1, $nd2, main.over#1.count, main.over#1.$ret), main#1.count' = 0.   % line 4
p(2, main#1._, main#1.count, $k1, $nd2, main.over#1.count, main.over#1.$ret) :- p(3, main#1._, main#1.count, $k1', $nd2, main.over#1.count, main.over#1.$ret), $k1' = 0.   % line 9
p(3, main#1._, main#1.count, $k1, $nd2, main.over#1.count, main.over#1.$ret) :- p(4, main#1._, main#1.count, $k1, $nd2, main.over#1.count, main.over#1.$ret), $k1 < 4.   % line 9
p(3, main#1._, main#1.count, $k1, $nd2, main.over#1.count, main.over#1.$ret) :- p(5, main#1._, main#1.count, $k1, $nd2, main.over#1.count, main.over#1.$ret), $k1 >= 4.   % line 9
p(4, main#1._, main#1.count, $k1, $nd2, main.over#1.count, main.over#1.$ret) :- p(6, main#1._', main#1.count, $k1', $nd2, main.over#1.count, main.over#1.$ret), main#1._' = $k1, $k1' = $k1 + 1.   % line 9
p(5, main#1._, main#1.count, $k1, $nd2, main.over#1.count, main.over#1.$ret) :- p(9, main#1._, main#1.count, $k1, $nd2, main.over#1.count', main.over#1.$ret), main.over#1.count' = main#1.count.   % line 12
p(6, main#1._, main#1.count, $k1, $nd2, main.over#1.count, main.over#1.$ret) :- p(7, main#1._, main#1.count, $k1, $nd2', main.over#1.count, main.over#1.$ret).   % line 10
p(7, main#1._, main#1.count, $k1, $nd2, main.over#1.count, main.over#1.$ret) :- p(8, main#1._, main#1.count, $k1, $nd2, main.over#1.count, main.over#1.$ret), $nd2.   % line 10
p(7, main#1._, main#1.count, $k1, $nd2, main.over#1.count, main.over#1.$ret) :- p(3, main#1._, main#1.count, $k1, $nd2, main.over#1.count, main.over#1.$ret), not $nd2.   % line 10
p(8, main#1._, main#1.count, $k1, $nd2, main.over#1.count, main.over#1.$ret) :- p(3, main#1._, main#1.count', $k1, $nd2, main.over#1.count, main.over#1.$ret), main#1.count' = main#1.count + 1.   % line 11
p(9, main#1._, main#1.count, $k1, $nd2, main.over#1.count, main.over#1.$ret) :- p(10, main#1._, main#1.count, $k1, $nd2, main.over#1.count, main.over#1.$ret'), main.over#1.$ret' = main.over#1.count > 2.   % line 7
p(10, main#1._, main#1.count, $k1, $nd2, main.over#1.count, main.over#1.$ret) :- p(11, main#1._, main#1.count, $k1, $nd2, main.over#1.count, main.over#1.$ret), main.over#1.$ret.   % line 12
p(10, main#1._, main#1.count, $k1, $nd2, main.over#1.count, main.over#1.$ret) :- p(1, main#1._, main#1.count, $k1, $nd2, main.over#1.count, main.over#1.$ret), not main.over#1.$ret.   % line 12
