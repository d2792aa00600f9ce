% CLP transition rules of main(x, t)
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (t: tuple, x: int, y: int, $ret: int, $v1: bool, $v2: bool, $v3: int)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 4: if x != 0 and 100 // x > 3:
%     3  line 4: if x != 0 and 100 // x > 3:
%     4  line 4: if x != 0 and 100 // x > 3:
%     5  ERROR: ZeroDivisionError at line 4
%     6  line 4: if x != 0 and 100 // x > 3:
%     7  line 5: x = x + 1
%     8  line 6: if len(t) == 0 or t[0] > 0:
%     9  line 6: if len(t) == 0 or t[0] > 0:
%    10  line 6: if len(t) == 0 or t[0] > 0:
%    11  line 6: if len(t) == 0 or t[0] > 0:
%    12  ERROR: IndexError at line 6
%    13  line 6: if len(t) == 0 or t[0] > 0:
%    14  line 7: x = x + 2
%    15  line 8: y = x if x > 5 else 10 // (x - 3)
%    16  line 8: y = x if x > 5 else 10 // (x - 3)
%    17  line 8: y = x if x > 5 else 10 // (x - 3)
%    18  line 8: y = x if x > 5 else 10 // (x - 3)
%    19  ERROR: ZeroDivisionError at line 8
%    20  line 8: y = x if x > 5 else 10 // (x - 3)
%    21  line 9: return y + (x or 7) + (0 and x)

p(0, t, x, y, $ret, $v1, $v2, $v3) :- p(2, t, x, y, $ret, $v1, $v2, $v3), x != 0.   % line 4
p(0, t, x, y, $ret, $v1, $v2, $v3) :- p(3, t, x, y, $ret, $v1, $v2, $v3), x == 0.   % line 4
p(2, t, x, y, $ret, $v1, $v2, $v3) :- p(6, t, x, y, $ret, $v1, $v2, $v3), x != 0.   % line 4
p(2, t, x, y, $ret, $v1, $v2, $v3) :- p(5, t, x, y, $ret, $v1, $v2, $v3), x == 0.   % line 4
p(3, t, x, y, $ret, $v1, $v2, $v3) :- p(4, t, x, y, $ret, $v1', $v2, $v3), $v1' = x != 0.   % line 4
p(4, t, x, y, $ret, $v1, $v2, $v3) :- p(7, t, x, y, $ret, $v1, $v2, $v3), $v1.   % line 4
p(4, t, x, y, $ret, $v1, $v2, $v3) :- p(8, t, x, y, $ret, $v1, $v2, $v3), not $v1.   % line 4
p(6, t, x, y, $ret, $v1, $v2, $v3) :- p(4, t, x, y, $ret, $v1', $v2, $v3), $v1' = (100 // x) > 3.   % line 4
p(7, t, x, y, $ret, $v1, $v2, $v3) :- p(8, t, x', y, $ret, $v1, $v2, $v3), x' = x + 1.   % line 5
p(8, t, x, y, $ret, $v1, $v2, $v3) :- p(9, t, x, y, $ret, $v1, $v2, $v3), len(t) == 0.   % line 6
p(8, t, x, y, $ret, $v1, $v2, $v3) :- p(10, t, x, y, $ret, $v1, $v2, $v3), len(t) != 0.   % line 6
p(9, t, x, y, $ret, $v1, $v2, $v3) :- p(11, t, x, y, $ret, $v1, $v2', $v3), $v2' = len(t) == 0.   % line 6
p(10, t, x, y, $ret, $v1, $v2, $v3) :- p(13, t, x, y, $ret, $v1, $v2, $v3), ((-len(t)) <= 0) and (0 < len(t)).   % line 6
p(10, t, x, y, $ret, $v1, $v2, $v3) :- p(12, t, x, y, $ret, $v1, $v2, $v3), not (((-len(t)) <= 0) and (0 < len(t))).   % line 6
p(11, t, x, y, $ret, $v1, $v2, $v3) :- p(14, t, x, y, $ret, $v1, $v2, $v3), $v2.   % line 6
p(11, t, x, y, $ret, $v1, $v2, $v3) :- p(15, t, x, y, $ret, $v1, $v2, $v3), not $v2.   % line 6
p(13, t, x, y, $ret, $v1, $v2, $v3) :- p(11, t, x, y, $ret, $v1, $v2', $v3), $v2' = t[0] > 0.   % line 6
p(14, t, x, y, $ret, $v1, $v2, $v3) :- p(15, t, x', y, $ret, $v1, $v2, $v3), x' = x + 2.   % line 7
p(15, t, x, y, $ret, $v1, $v2, $v3) :- p(16, t, x, y, $ret, $v1, $v2, $v3), x > 5.   % line 8
p(15, t, x, y, $ret, $v1, $v2, $v3) :- p(17, t, x, y, $ret, $v1, $v2, $v3), x <= 5.   % line 8
p(16, t, x, y, $ret, $v1, $v2, $v3) :- p(18, t, x, y, $ret, $v1, $v2, $v3'), $v3' = x.   % line 8
p(17, t, x, y, $ret, $v1, $v2, $v3) :- p(20, t, x, y, $ret, $v1, $v2, $v3), (x - 3) != 0.   % line 8
p(17, t, x, y, $ret, $v1, $v2, $v3) :- p(19, t, x, y, $ret, $v1, $v2, $v3), (x - 3) == 0.   % line 8
p(18, t, x, y, $ret, $v1, $v2, $v3) :- p(21, t, x, y', $ret, $v1, $v2, $v3), y' = $v3.   % line 8
p(20, t, x, y, $ret, $v1, $v2, $v3) :- p(18, t, x, y, $ret, $v1, $v2, $v3'), $v3' = 10 // (x - 3).   % line 8
p(21, t, x, y, $ret, $v1, $v2, $v3) :- p(1, t, x, y, $ret', $v1, $v2, $v3), $ret' = y + (x if (x != 0) else 7).   % line 9
