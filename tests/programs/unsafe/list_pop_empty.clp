% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (main#1._: int, main#1.n: int, main#1.stack: list[int], $list1: list[int], $k.2: int, $k3: int, $stop4: int, $k5: int, $pop6: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 8: assume(0 <= n <= 3)
%     3  line 9: stack = [k for k in range(n)]
%     4  line 9: stack = [k for k in range(n)]
%     5  line 9: stack = [k for k in range(n)]
%     6  line 9: stack = [k for k in range(n)]
%     7  line 9: stack = [k for k in range(n)]
%     8  line 9: stack = [k for k in range(n)]
%     9  line 10: for _ in range(2):
%    10  line 10: for _ in range(2):
%    11  line 10: for _ in range(2):
%    12  line 11: stack.pop()
%    13  ERROR: IndexError at line 11
%    14  line 11: stack.pop()

p(0, main#1._, main#1.n, main#1.stack, $list1, $k.2, $k3, $stop4, $k5, $pop6) :- p(2, main#1._, main#1.n', main#1.stack, $list1, $k.2, $k3, $stop4, $k5, $pop6).   % line 7
p(2, main#1._, main#1.n, main#1.stack, $list1, $k.2, $k3, $stop4, $k5, $pop6) :- p(3, main#1._, main#1.n, main#1.stack, $list1, $k.2, $k3, $stop4, $k5, $pop6), (0 <= main#1.n) and (main#1.n <= 3).   % line 8
p(3, main#1._, main#1.n, main#1.stack, $list1, $k.2, $k3, $stop4, $k5, $pop6) :- p(4, main#1._, main#1.n, main#1.stack, $list1', $k.2, $k3, $stop4, $k5, $pop6), $list1' = ().   % line 9
p(4, main#1._, main#1.n, main#1.stack, $list1, $k.2, $k3, $stop4, $k5, $pop6) :- p(5, main#1._, main#1.n, main#1.stack, $list1, $k.2, $k3', $stop4', $k5, $pop6), $k3' = 0, $stop4' = main#1.n.   % line 9
p(5, main#1._, main#1.n, main#1.stack, $list1, $k.2, $k3, $stop4, $k5, $pop6) :- p(6, main#1._, main#1.n, main#1.stack, $list1, $k.2, $k3, $stop4, $k5, $pop6), $k3 < $stop4.   % line 9
p(5, main#1._, main#1.n, main#1.stack, $list1, $k.2, $k3, $stop4, $k5, $pop6) :- p(7, main#1._, main#1.n, main#1.stack, $list1, $k.2, $k3, $stop4, $k5, $pop6), $k3 >= $stop4.   % line 9
p(6, main#1._, main#1.n, main#1.stack, $list1, $k.2, $k3, $stop4, $k5, $pop6) :- p(8, main#1._, main#1.n, main#1.stack, $list1, $k.2', $k3', $stop4, $k5, $pop6), $k.2' = $k3, $k3' = $k3 + 1.   % line 9
p(7, main#1._, main#1.n, main#1.stack, $list1, $k.2, $k3, $stop4, $k5, $pop6) :- p(9, main#1._, main#1.n, main#1.stack', $list1, $k.2, $k3, $stop4, $k5, $pop6), main#1.stack' = $list1.   % line 9
p(8, main#1._, main#1.n, main#1.stack, $list1, $k.2, $k3, $stop4, $k5, $pop6) :- p(5, main#1._, main#1.n, main#1.stack, $list1', $k.2, $k3, $stop4, $k5, $pop6), $list1' = $list1 + ($k.2,).   % line 9
p(9, main#1._, main#1.n, main#1.stack, $list1, $k.2, $k3, $stop4, $k5, $pop6) :- p(10, main#1._, main#1.n, main#1.stack, $list1, $k.2, $k3, $stop4, $k5', $pop6), $k5' = 0.   % line 10
p(10, main#1._, main#1.n, main#1.stack, $list1, $k.2, $k3, $stop4, $k5, $pop6) :- p(11, main#1._, main#1.n, main#1.stack, $list1, $k.2, $k3, $stop4, $k5, $pop6), $k5 < 2.   % line 10
p(10, main#1._, main#1.n, main#1.stack, $list1, $k.2, $k3, $stop4, $k5, $pop6) :- p(1, main#1._, main#1.n, main#1.stack, $list1, $k.2, $k3, $stop4, $k5, $pop6), $k5 >= 2.   % line 10
p(11, main#1._, main#1.n, main#1.stack, $list1, $k.2, $k3, $stop4, $k5, $pop6) :- p(12, main#1._', main#1.n, main#1.stack, $list1, $k.2, $k3, $stop4, $k5', $pop6), main#1._' = $k5, $k5' = $k5 + 1.   % line 10
p(12, main#1._, main#1.n, main#1.stack, $list1, $k.2, $k3, $stop4, $k5, $pop6) :- p(14, main#1._, main#1.n, main#1.stack, $list1, $k.2, $k3, $stop4, $k5, $pop6), ((-len(main#1.stack)) <= (-1)) and ((-1) < len(main#1.stack)).   % line 11
p(12, main#1._, main#1.n, main#1.stack, $list1, $k.2, $k3, $stop4, $k5, $pop6) :- p(13, main#1._, main#1.n, main#1.stack, $list1, $k.2, $k3, $stop4, $k5, $pop6), not (((-len(main#1.stack)) <= (-1)) and ((-1) < len(main#1.stack))).   % line 11
p(14, main#1._, main#1.n, main#1.stack, $list1, $k.2, $k3, $stop4, $k5, $pop6) :- p(10, main#1._, main#1.n, main#1.stack', $list1, $k.2, $k3, $stop4, $k5, $pop6'), $pop6' = main#1.stack[(-1) + len(main#1.stack)], main#1.stack' = main#1.stack[:(-1) + len(main#1.stack)] + main#1.stack[((-1) + len(main#1.stack)) + 1:].   % line 11
