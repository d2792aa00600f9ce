% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (main#1.big: str, main#1.small: str)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  ERROR: ValueError at line 4
%     3  line 4: small = "{:>4}".format(5)
%     4  line 4: small = "{:>4}".format(5)
%     5  ERROR: IndexError at line 4
%     6  line 4: small = "{:>4}".format(5)
%     7  ERROR: KeyError at line 4
%     8  line 4: small = "{:>4}".format(5)
%     9  ERROR: TypeError at line 4
%    10  line 4: small = "{:>4}".format(5)
%    11  ERROR: a construct tracer does not model at line 4
%    12  line 4: small = "{:>4}".format(5)
%    13  line 5: assert len(small) == 4
%    14  ERROR: AssertionError at line 5
%    15  line 6: big = "{:>4}".format(12345)
%    16  ERROR: ValueError at line 6
%    17  line 6: big = "{:>4}".format(12345)
%    18  line 6: big = "{:>4}".format(12345)
%    19  ERROR: IndexError at line 6
%    20  line 6: big = "{:>4}".format(12345)
%    21  ERROR: KeyError at line 6
%    22  line 6: big = "{:>4}".format(12345)
%    23  ERROR: TypeError at line 6
%    24  line 6: big = "{:>4}".format(12345)
%    25  ERROR: a construct tracer does not model at line 6
%    26  line 6: big = "{:>4}".format(12345)
%    27  line 7: assert len(big) == 4
%    28  ERROR: AssertionError at line 7

p(0, main#1.big, main#1.small) :- p(3, main#1.big, main#1.small), True.   % line 4
p(0, main#1.big, main#1.small) :- p(2, main#1.big, main#1.small), False.   % line 4
p(3, main#1.big, main#1.small) :- p(4, main#1.big, main#1.small), True.   % line 4
p(3, main#1.big, main#1.small) :- p(2, main#1.big, main#1.small), False.   % line 4
p(4, main#1.big, main#1.small) :- p(6, main#1.big, main#1.small), True.   % line 4
p(4, main#1.big, main#1.small) :- p(5, main#1.big, main#1.small), False.   % line 4
p(6, main#1.big, main#1.small) :- p(8, main#1.big, main#1.small), True.   % line 4
p(6, main#1.big, main#1.small) :- p(7, main#1.big, main#1.small), False.   % line 4
p(8, main#1.big, main#1.small) :- p(10, main#1.big, main#1.small), True.   % line 4
p(8, main#1.big, main#1.small) :- p(9, main#1.big, main#1.small), False.   % line 4
p(10, main#1.big, main#1.small) :- p(12, main#1.big, main#1.small), True.   % line 4
p(10, main#1.big, main#1.small) :- p(11, main#1.big, main#1.small), False.   % line 4
p(12, main#1.big, main#1.small) :- p(13, main#1.big, main#1.small'), main#1.small' = (32, 32, 32, 53).   % line 4
p(13, main#1.big, main#1.small) :- p(15, main#1.big, main#1.small), True.   % line 5
p(13, main#1.big, main#1.small) :- p(14, main#1.big, main#1.small), False.   % line 5
p(15, main#1.big, main#1.small) :- p(17, main#1.big, main#1.small), True.   % line 6
p(15, main#1.big, main#1.small) :- p(16, main#1.big, main#1.small), False.   % line 6
p(17, main#1.big, main#1.small) :- p(18, main#1.big, main#1.small), True.   % line 6
p(17, main#1.big, main#1.small) :- p(16, main#1.big, main#1.small), False.   % line 6
p(18, main#1.big, main#1.small) :- p(20, main#1.big, main#1.small), True.   % line 6
p(18, main#1.big, main#1.small) :- p(19, main#1.big, main#1.small), False.   % line 6
p(20, main#1.big, main#1.small) :- p(22, main#1.big, main#1.small), True.   % line 6
p(20, main#1.big, main#1.small) :- p(21, main#1.big, main#1.small), False.   % line 6
p(22, main#1.big, main#1.small) :- p(24, main#1.big, main#1.small), True.   % line 6
p(22, main#1.big, main#1.small) :- p(23, main#1.big, main#1.small), False.   % line 6
p(24, main#1.big, main#1.small) :- p(26, main#1.big, main#1.small), True.   % line 6
p(24, main#1.big, main#1.small) :- p(25, main#1.big, main#1.small), False.   % line 6
p(26, main#1.big, main#1.small) :- p(27, main#1.big', main#1.small), main#1.big' = (49, 50, 51, 52, 53).   % line 6
p(27, main#1.big, main#1.small) :- p(1, main#1.big, main#1.small), False.   % line 7
p(27, main#1.big, main#1.small) :- p(28, main#1.big, main#1.small), True.   % line 7
