% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (main#1.hi: int, main#1.lo: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 4: lo = hi = __VERIFIER_nondet_int()
%     3  line 5: __VERIFIER_assume(0 <= lo <= 10)
%     4  line 6: hi = hi + 1
%     5  line 7: if hi - lo != 1:
%     6  line 9: if lo == 7:
%     7  ERROR: error() called at line 8
%     8  line 10: abort()
%     9  line 11: assert lo != 9
%    10  ERROR: AssertionError at line 11

p(0, main#1.hi, main#1.lo) :- p(2, main#1.hi, main#1.lo').   % line 4
p(2, main#1.hi, main#1.lo) :- p(3, main#1.hi', main#1.lo), main#1.hi' = main#1.lo.   % line 4
p(3, main#1.hi, main#1.lo) :- p(4, main#1.hi, main#1.lo), (0 <= main#1.lo) and (main#1.lo <= 10).   % line 5
p(4, main#1.hi, main#1.lo) :- p(5, main#1.hi', main#1.lo), main#1.hi' = main#1.hi + 1.   % line 6
p(5, main#1.hi, main#1.lo) :- p(7, main#1.hi, main#1.lo), (main#1.hi - main#1.lo) != 1.   % line 7
p(5, main#1.hi, main#1.lo) :- p(6, main#1.hi, main#1.lo), (main#1.hi - main#1.lo) == 1.   % line 7
p(6, main#1.hi, main#1.lo) :- p(8, main#1.hi, main#1.lo), main#1.lo == 7.   % line 9
p(6, main#1.hi, main#1.lo) :- p(9, main#1.hi, main#1.lo), main#1.lo != 7.   % line 9
p(8, main#1.hi, main#1.lo) :- p(9, main#1.hi, main#1.lo), False.   % line 10
p(9, main#1.hi, main#1.lo) :- p(1, main#1.hi, main#1.lo), main#1.lo != 9.   % line 11
p(9, main#1.hi, main#1.lo) :- p(10, main#1.hi, main#1.lo), main#1.lo == 9.   % line 11
