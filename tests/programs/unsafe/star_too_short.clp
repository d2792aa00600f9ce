% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (main#1.$u2: list[int], main#1.first: int, main#1.last: int, main#1.n: int, main#1.rest: list[int], main#1.xs: list[int], $list1: list[int], $$u1.2: int, $k3: int, $stop4: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 9: assume(0 <= n <= 3)
%     3  line 10: xs = list(range(n))
%     4  line 10: xs = list(range(n))
%     5  line 10: xs = list(range(n))
%     6  line 10: xs = list(range(n))
%     7  line 10: xs = list(range(n))
%     8  line 10: xs = list(range(n))
%     9  line 11: first, *rest, last = xs
%    10  line 11: first, *rest, last = xs
%    11  line 11: first, *rest, last = xs
%    12  ERROR: ValueError at line 11
%    13  ERROR: IndexError at line 11
%    14  line 11: first, *rest, last = xs
%    15  line 11: first, *rest, last = xs
%    16  line 11: first, *rest, last = xs
%    17  ERROR: IndexError at line 11
%    18  line 11: first, *rest, last = xs
%    19  line 12: assert first <= last
%    20  ERROR: AssertionError at line 12

p(0, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4) :- p(2, main#1.$u2, main#1.first, main#1.last, main#1.n', main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4).   % line 8
p(2, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4) :- p(3, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4), (0 <= main#1.n) and (main#1.n <= 3).   % line 9
p(3, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4) :- p(4, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1', $$u1.2, $k3, $stop4), $list1' = ().   % line 10
p(4, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4) :- p(5, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3', $stop4'), $k3' = 0, $stop4' = main#1.n.   % line 10
p(5, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4) :- p(6, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4), $k3 < $stop4.   % line 10
p(5, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4) :- p(7, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4), $k3 >= $stop4.   % line 10
p(6, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4) :- p(8, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2', $k3', $stop4), $$u1.2' = $k3, $k3' = $k3 + 1.   % line 10
p(7, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4) :- p(9, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs', $list1, $$u1.2, $k3, $stop4), main#1.xs' = $list1.   % line 10
p(8, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4) :- p(5, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1', $$u1.2, $k3, $stop4), $list1' = $list1 + ($$u1.2,).   % line 10
p(9, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4) :- p(10, main#1.$u2', main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4), main#1.$u2' = main#1.xs.   % line 11
p(10, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4) :- p(12, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4), len(main#1.$u2) < 2.   % line 11
p(10, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4) :- p(11, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4), len(main#1.$u2) >= 2.   % line 11
p(11, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4) :- p(14, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4), ((-len(main#1.$u2)) <= 0) and (0 < len(main#1.$u2)).   % line 11
p(11, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4) :- p(13, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4), not (((-len(main#1.$u2)) <= 0) and (0 < len(main#1.$u2))).   % line 11
p(14, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4) :- p(15, main#1.$u2, main#1.first', main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4), main#1.first' = main#1.$u2[0].   % line 11
p(15, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4) :- p(16, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest', main#1.xs, $list1, $$u1.2, $k3, $stop4), main#1.rest' = main#1.$u2[1:-1].   % line 11
p(16, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4) :- p(18, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4), ((-len(main#1.$u2)) <= (-1)) and ((-1) < len(main#1.$u2)).   % line 11
p(16, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4) :- p(17, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4), not (((-len(main#1.$u2)) <= (-1)) and ((-1) < len(main#1.$u2))).   % line 11
p(18, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4) :- p(19, main#1.$u2, main#1.first, main#1.last', main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4), main#1.last' = main#1.$u2[-1].   % line 11
p(19, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4) :- p(1, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4), main#1.first <= main#1.last.   % line 12
p(19, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4) :- p(20, main#1.$u2, main#1.first, main#1.last, main#1.n, main#1.rest, main#1.xs, $list1, $$u1.2, $k3, $stop4), main#1.first > main#1.last.   % line 12
