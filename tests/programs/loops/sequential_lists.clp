% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (main#1.l0: list[int], main#1.l1: list[int], main#1.l2: list[int], $list1: list[int], $$u1.2: int, $k3: int, $list4: list[int], $$u2.5: int, $k6: int, $list7: list[int], $$u3.8: int, $k9: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 10: l0 = list(range(5))
%     3  line 10: l0 = list(range(5))
%     4  line 10: l0 = list(range(5))
%     5  line 10: l0 = list(range(5))
%     6  line 10: l0 = list(range(5))
%     7  line 11: l1 = list(range(5))
%     8  line 11: l1 = list(range(5))
%     9  line 11: l1 = list(range(5))
%    10  line 11: l1 = list(range(5))
%    11  line 11: l1 = list(range(5))
%    12  line 11: l1 = list(range(5))
%    13  line 12: l2 = list(range(5))
%    14  line 12: l2 = list(range(5))
%    15  line 12: l2 = list(range(5))
%    16  line 12: l2 = list(range(5))
%    17  line 12: l2 = list(range(5))
%    18  line 12: l2 = list(range(5))
%    19  line 13: assert l0[4] == 4
%    20  ERROR: IndexError at line 13
%    21  line 13: assert l0[4] == 4
%    22  ERROR: AssertionError at line 13
%    23  line 14: assert l1[4] == 4
%    24  ERROR: IndexError at line 14
%    25  line 14: assert l1[4] == 4
%    26  ERROR: AssertionError at line 14
%    27  line 15: assert l2[4] == 4
%    28  ERROR: IndexError at line 15
%    29  line 15: assert l2[4] == 4
%    30  ERROR: AssertionError at line 15

p(0, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(2, main#1.l0, main#1.l1, main#1.l2, $list1', $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9), $list1' = ().   % line 10
p(2, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(3, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3', $list4, $$u2.5, $k6, $list7, $$u3.8, $k9), $k3' = 0.   % line 10
p(3, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(4, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9), $k3 < 5.   % line 10
p(3, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(5, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9), $k3 >= 5.   % line 10
p(4, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(6, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2', $k3', $list4, $$u2.5, $k6, $list7, $$u3.8, $k9), $$u1.2' = $k3, $k3' = $k3 + 1.   % line 10
p(5, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(7, main#1.l0', main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9), main#1.l0' = $list1.   % line 10
p(6, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(3, main#1.l0, main#1.l1, main#1.l2, $list1', $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9), $list1' = $list1 + ($$u1.2,).   % line 10
p(7, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(8, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4', $$u2.5, $k6, $list7, $$u3.8, $k9), $list4' = ().   % line 11
p(8, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(9, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6', $list7, $$u3.8, $k9), $k6' = 0.   % line 11
p(9, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(10, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9), $k6 < 5.   % line 11
p(9, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(11, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9), $k6 >= 5.   % line 11
p(10, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(12, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5', $k6', $list7, $$u3.8, $k9), $$u2.5' = $k6, $k6' = $k6 + 1.   % line 11
p(11, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(13, main#1.l0, main#1.l1', main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9), main#1.l1' = $list4.   % line 11
p(12, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(9, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4', $$u2.5, $k6, $list7, $$u3.8, $k9), $list4' = $list4 + ($$u2.5,).   % line 11
p(13, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(14, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7', $$u3.8, $k9), $list7' = ().   % line 12
p(14, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(15, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9'), $k9' = 0.   % line 12
p(15, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(16, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9), $k9 < 5.   % line 12
p(15, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(17, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9), $k9 >= 5.   % line 12
p(16, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(18, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8', $k9'), $$u3.8' = $k9, $k9' = $k9 + 1.   % line 12
p(17, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(19, main#1.l0, main#1.l1, main#1.l2', $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9), main#1.l2' = $list7.   % line 12
p(18, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(15, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7', $$u3.8, $k9), $list7' = $list7 + ($$u3.8,).   % line 12
p(19, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(21, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9), ((-len(main#1.l0)) <= 4) and (4 < len(main#1.l0)).   % line 13
p(19, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(20, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9), not (((-len(main#1.l0)) <= 4) and (4 < len(main#1.l0))).   % line 13
p(21, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(23, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9), main#1.l0[4] == 4.   % line 13
p(21, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(22, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9), main#1.l0[4] != 4.   % line 13
p(23, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(25, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9), ((-len(main#1.l1)) <= 4) and (4 < len(main#1.l1)).   % line 14
p(23, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(24, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9), not (((-len(main#1.l1)) <= 4) and (4 < len(main#1.l1))).   % line 14
p(25, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(27, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9), main#1.l1[4] == 4.   % line 14
p(25, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(26, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9), main#1.l1[4] != 4.   % line 14
p(27, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(29, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9), ((-len(main#1.l2)) <= 4) and (4 < len(main#1.l2)).   % line 15
p(27, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(28, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9), not (((-len(main#1.l2)) <= 4) and (4 < len(main#1.l2))).   % line 15
p(29, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(1, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9), main#1.l2[4] == 4.   % line 15
p(29, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9) :- p(30, main#1.l0, main#1.l1, main#1.l2, $list1, $$u1.2, $k3, $list4, $$u2.5, $k6, $list7, $$u3.8, $k9), main#1.l2[4] != 4.   % line 15
