% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (main#1.big: str, main#1.small: str, $seq1: int, $seq2: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 4: small = "{:>4}".format(5)
%     3  ERROR: ValueError at line 4
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
%    16  line 6: big = "{:>4}".format(12345)
%    17  ERROR: ValueError at line 6
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

p(0, main#1.big, main#1.small, $seq1, $seq2) :- p(2, main#1.big, main#1.small, $seq1', $seq2), $seq1' = 0.   % line 4
p(2, main#1.big, main#1.small, $seq1, $seq2) :- p(4, main#1.big, main#1.small, $seq1, $seq2), True.   % line 4
p(2, main#1.big, main#1.small, $seq1, $seq2) :- p(3, main#1.big, main#1.small, $seq1, $seq2), False.   % line 4
p(4, main#1.big, main#1.small, $seq1, $seq2) :- p(6, main#1.big, main#1.small, $seq1, $seq2), True.   % line 4
p(4, main#1.big, main#1.small, $seq1, $seq2) :- p(5, main#1.big, main#1.small, $seq1, $seq2), False.   % line 4
p(6, main#1.big, main#1.small, $seq1, $seq2) :- p(8, main#1.big, main#1.small, $seq1, $seq2), True.   % line 4
p(6, main#1.big, main#1.small, $seq1, $seq2) :- p(7, main#1.big, main#1.small, $seq1, $seq2), False.   % line 4
p(8, main#1.big, main#1.small, $seq1, $seq2) :- p(10, main#1.big, main#1.small, $seq1, $seq2), True.   % line 4
p(8, main#1.big, main#1.small, $seq1, $seq2) :- p(9, main#1.big, main#1.small, $seq1, $seq2), False.   % line 4
p(10, main#1.big, main#1.small, $seq1, $seq2) :- p(12, main#1.big, main#1.small, $seq1, $seq2), True.   % line 4
p(10, main#1.big, main#1.small, $seq1, $seq2) :- p(11, main#1.big, main#1.small, $seq1, $seq2), False.   % line 4
p(12, main#1.big, main#1.small, $seq1, $seq2) :- p(13, main#1.big, main#1.small', $seq1, $seq2), main#1.small' = (32, 32, 32, 53).   % line 4
p(13, main#1.big, main#1.small, $seq1, $seq2) :- p(15, main#1.big, main#1.small, $seq1, $seq2), True.   % line 5
p(13, main#1.big, main#1.small, $seq1, $seq2) :- p(14, main#1.big, main#1.small, $seq1, $seq2), False.   % line 5
p(15, main#1.big, main#1.small, $seq1, $seq2) :- p(16, main#1.big, main#1.small, $seq1, $seq2'), $seq2' = 0.   % line 6
p(16, main#1.big, main#1.small, $seq1, $seq2) :- p(18, main#1.big, main#1.small, $seq1, $seq2), True.   % line 6
p(16, main#1.big, main#1.small, $seq1, $seq2) :- p(17, main#1.big, main#1.small, $seq1, $seq2), False.   % line 6
p(18, main#1.big, main#1.small, $seq1, $seq2) :- p(20, main#1.big, main#1.small, $seq1, $seq2), True.   % line 6
p(18, main#1.big, main#1.small, $seq1, $seq2) :- p(19, main#1.big, main#1.small, $seq1, $seq2), False.   % line 6
p(20, main#1.big, main#1.small, $seq1, $seq2) :- p(22, main#1.big, main#1.small, $seq1, $seq2), True.   % line 6
p(20, main#1.big, main#1.small, $seq1, $seq2) :- p(21, main#1.big, main#1.small, $seq1, $seq2), False.   % line 6
p(22, main#1.big, main#1.small, $seq1, $seq2) :- p(24, main#1.big, main#1.small, $seq1, $seq2), True.   % line 6
p(22, main#1.big, main#1.small, $seq1, $seq2) :- p(23, main#1.big, main#1.small, $seq1, $seq2), False.   % line 6
p(24, main#1.big, main#1.small, $seq1, $seq2) :- p(26, main#1.big, main#1.small, $seq1, $seq2), True.   % line 6
p(24, main#1.big, main#1.small, $seq1, $seq2) :- p(25, main#1.big, main#1.small, $seq1, $seq2), False.   % line 6
p(26, main#1.big, main#1.small, $seq1, $seq2) :- p(27, main#1.big', main#1.small, $seq1, $seq2), main#1.big' = (49, 50, 51, 52, 53).   % line 6
p(27, main#1.big, main#1.small, $seq1, $seq2) :- p(1, main#1.big, main#1.small, $seq1, $seq2), False.   % line 7
p(27, main#1.big, main#1.small, $seq1, $seq2) :- p(28, main#1.big, main#1.small, $seq1, $seq2), True.   % line 7
