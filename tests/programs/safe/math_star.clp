% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (x: float, $v1: bool)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  ERROR: ValueError at line 6
%     3  line 6: x = pow(2, 10)
%     4  ERROR: OverflowError at line 6
%     5  line 6: x = pow(2, 10)
%     6  ERROR: ZeroDivisionError at line 6
%     7  line 6: x = pow(2, 10)
%     8  line 7: if not isinstance(x, float) or x != 1024.0:
%     9  line 9: if sin(0.0) != 0.0 or floor(2.5) != 2 or e <= 2.7:
%    10  ERROR: error() called at line 8
%    11  ERROR: ValueError at line 9
%    12  line 9: if sin(0.0) != 0.0 or floor(2.5) != 2 or e <= 2.7:
%    13  ERROR: OverflowError at line 9
%    14  line 9: if sin(0.0) != 0.0 or floor(2.5) != 2 or e <= 2.7:
%    15  ERROR: ZeroDivisionError at line 9
%    16  line 9: if sin(0.0) != 0.0 or floor(2.5) != 2 or e <= 2.7:
%    17  line 9: if sin(0.0) != 0.0 or floor(2.5) != 2 or e <= 2.7:
%    18  line 9: if sin(0.0) != 0.0 or floor(2.5) != 2 or e <= 2.7:
%    19  line 9: if sin(0.0) != 0.0 or floor(2.5) != 2 or e <= 2.7:
%    20  ERROR: ValueError at line 9
%    21  line 9: if sin(0.0) != 0.0 or floor(2.5) != 2 or e <= 2.7:
%    22  ERROR: OverflowError at line 9
%    23  line 9: if sin(0.0) != 0.0 or floor(2.5) != 2 or e <= 2.7:
%    24  ERROR: error() called at line 10

p(0, x, $v1) :- p(3, x, $v1), True.   % line 6
p(0, x, $v1) :- p(2, x, $v1), False.   % line 6
p(3, x, $v1) :- p(5, x, $v1), True.   % line 6
p(3, x, $v1) :- p(4, x, $v1), False.   % line 6
p(5, x, $v1) :- p(7, x, $v1), True.   % line 6
p(5, x, $v1) :- p(6, x, $v1), False.   % line 6
p(7, x, $v1) :- p(8, x', $v1), x' = 1024.0.   % line 6
p(8, x, $v1) :- p(10, x, $v1), False.   % line 7
p(8, x, $v1) :- p(9, x, $v1), True.   % line 7
p(9, x, $v1) :- p(12, x, $v1), True.   % line 9
p(9, x, $v1) :- p(11, x, $v1), False.   % line 9
p(12, x, $v1) :- p(14, x, $v1), True.   % line 9
p(12, x, $v1) :- p(13, x, $v1), False.   % line 9
p(14, x, $v1) :- p(16, x, $v1), True.   % line 9
p(14, x, $v1) :- p(15, x, $v1), False.   % line 9
p(16, x, $v1) :- p(17, x, $v1), False.   % line 9
p(16, x, $v1) :- p(18, x, $v1), True.   % line 9
p(17, x, $v1) :- p(19, x, $v1'), $v1' = False.   % line 9
p(18, x, $v1) :- p(21, x, $v1), True.   % line 9
p(18, x, $v1) :- p(20, x, $v1), False.   % line 9
p(19, x, $v1) :- p(24, x, $v1), $v1.   % line 9
p(19, x, $v1) :- p(1, x, $v1), not $v1.   % line 9
p(21, x, $v1) :- p(23, x, $v1), True.   % line 9
p(21, x, $v1) :- p(22, x, $v1), False.   % line 9
p(23, x, $v1) :- p(19, x, $v1'), $v1' = False.   % line 9
