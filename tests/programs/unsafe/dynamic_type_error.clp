% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (count: tuple, total: int, $nd1: bool, label#1.c: bool, label#1.$ret: tuple)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 9: count = label(__VERIFIER_nondet_bool())
%     3  line 4: if c:
%     4  line 9: count = label(__VERIFIER_nondet_bool())
%     5  line 5: return "many"
%     6  line 6: return 1
%     7  line 10: total = count + 1
%     8  ERROR: TypeError at line 10
%     9  line 10: total = count + 1
%    10  line 11: assert total >= 2
%    11  ERROR: AssertionError at line 11

p(0, count, total, $nd1, label#1.c, label#1.$ret) :- p(2, count, total, $nd1', label#1.c, label#1.$ret).   % line 9
p(2, count, total, $nd1, label#1.c, label#1.$ret) :- p(3, count, total, $nd1, label#1.c', label#1.$ret), label#1.c' = $nd1.   % line 9
p(3, count, total, $nd1, label#1.c, label#1.$ret) :- p(5, count, total, $nd1, label#1.c, label#1.$ret), label#1.c.   % line 4
p(3, count, total, $nd1, label#1.c, label#1.$ret) :- p(6, count, total, $nd1, label#1.c, label#1.$ret), not label#1.c.   % line 4
p(4, count, total, $nd1, label#1.c, label#1.$ret) :- p(7, count', total, $nd1, label#1.c, label#1.$ret), count' = label#1.$ret.   % line 9
p(5, count, total, $nd1, label#1.c, label#1.$ret) :- p(4, count, total, $nd1, label#1.c, label#1.$ret'), label#1.$ret' = (3, 109, 97, 110, 121).   % line 5
p(6, count, total, $nd1, label#1.c, label#1.$ret) :- p(4, count, total, $nd1, label#1.c, label#1.$ret'), label#1.$ret' = (2, 1).   % line 6
p(7, count, total, $nd1, label#1.c, label#1.$ret) :- p(9, count, total, $nd1, label#1.c, label#1.$ret), (count[0] == 1) or (count[0] == 2).   % line 10
p(7, count, total, $nd1, label#1.c, label#1.$ret) :- p(8, count, total, $nd1, label#1.c, label#1.$ret), not ((count[0] == 1) or (count[0] == 2)).   % line 10
p(9, count, total, $nd1, label#1.c, label#1.$ret) :- p(10, count, total', $nd1, label#1.c, label#1.$ret), total' = count[1] + 1.   % line 10
p(10, count, total, $nd1, label#1.c, label#1.$ret) :- p(1, count, total, $nd1, label#1.c, label#1.$ret), total >= 2.   % line 11
p(10, count, total, $nd1, label#1.c, label#1.$ret) :- p(11, count, total, $nd1, label#1.c, label#1.$ret), total < 2.   % line 11
