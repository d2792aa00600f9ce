% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (i: int, n: int, total: int, VERIFIER_assert#1.cond: bool)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 22: __VERIFIER_assume(0 <= n and n < 4)
%     3  line 23: total = 0
%     4  line 24: i = 0
%     5  line 25: while i < n:
%     6  line 26: total += 2
%     7  line 28: VERIFIER_assert(total == 2 * n)
%     8  line 27: i += 1
%     9  line 17: if not cond:
%    10  line 29: if n > 10:
%    11  ERROR: error() called at line 18
%    12  ERROR: error() called at line 31

p(0, i, n, total, VERIFIER_assert#1.cond) :- p(2, i, n', total, VERIFIER_assert#1.cond).   % line 21
p(2, i, n, total, VERIFIER_assert#1.cond) :- p(3, i, n, total, VERIFIER_assert#1.cond), (0 <= n) and (n < 4).   % line 22
p(3, i, n, total, VERIFIER_assert#1.cond) :- p(4, i, n, total', VERIFIER_assert#1.cond), total' = 0.   % line 23
p(4, i, n, total, VERIFIER_assert#1.cond) :- p(5, i', n, total, VERIFIER_assert#1.cond), i' = 0.   % line 24
p(5, i, n, total, VERIFIER_assert#1.cond) :- p(6, i, n, total, VERIFIER_assert#1.cond), i < n.   % line 25
p(5, i, n, total, VERIFIER_assert#1.cond) :- p(7, i, n, total, VERIFIER_assert#1.cond), i >= n.   % line 25
p(6, i, n, total, VERIFIER_assert#1.cond) :- p(8, i, n, total', VERIFIER_assert#1.cond), total' = total + 2.   % line 26
p(7, i, n, total, VERIFIER_assert#1.cond) :- p(9, i, n, total, VERIFIER_assert#1.cond'), VERIFIER_assert#1.cond' = total == (2 * n).   % line 28
p(8, i, n, total, VERIFIER_assert#1.cond) :- p(5, i', n, total, VERIFIER_assert#1.cond), i' = i + 1.   % line 27
p(9, i, n, total, VERIFIER_assert#1.cond) :- p(11, i, n, total, VERIFIER_assert#1.cond), not VERIFIER_assert#1.cond.   % line 17
p(9, i, n, total, VERIFIER_assert#1.cond) :- p(10, i, n, total, VERIFIER_assert#1.cond), VERIFIER_assert#1.cond.   % line 17
p(10, i, n, total, VERIFIER_assert#1.cond) :- p(12, i, n, total, VERIFIER_assert#1.cond), n > 10.   % line 29
p(10, i, n, total, VERIFIER_assert#1.cond) :- p(1, i, n, total, VERIFIER_assert#1.cond), n <= 10.   % line 29
