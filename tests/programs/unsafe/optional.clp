% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (_: int, best: tuple, bonus: int, score: int, $k1: int, $v2: bool, $v3: bool)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 4: for _ in range(2):
%     3  line 4: for _ in range(2):
%     4  line 4: for _ in range(2):
%     5  line 8: bonus = best + 1
%     6  line 5: score = __VERIFIER_nondet_int()
%     7  line 6: if score > 50 and (best is None or score > best):
%     8  line 6: if score > 50 and (best is None or score > best):
%     9  line 6: if score > 50 and (best is None or score > best):
%    10  line 6: if score > 50 and (best is None or score > best):
%    11  line 6: if score > 50 and (best is None or score > best):
%    12  line 6: if score > 50 and (best is None or score > best):
%    13  line 6: if score > 50 and (best is None or score > best):
%    14  ERROR: TypeError at line 6
%    15  line 6: if score > 50 and (best is None or score > best):
%    16  line 7: best = score
%    17  ERROR: TypeError at line 8
%    18  line 8: bonus = best + 1

p(0, _, best, bonus, score, $k1, $v2, $v3) :- p(2, _, best', bonus, score, $k1, $v2, $v3), best' = ().   % line 3
p(2, _, best, bonus, score, $k1, $v2, $v3) :- p(3, _, best, bonus, score, $k1', $v2, $v3), $k1' = 0.   % line 4
p(3, _, best, bonus, score, $k1, $v2, $v3) :- p(4, _, best, bonus, score, $k1, $v2, $v3), $k1 < 2.   % line 4
p(3, _, best, bonus, score, $k1, $v2, $v3) :- p(5, _, best, bonus, score, $k1, $v2, $v3), $k1 >= 2.   % line 4
p(4, _, best, bonus, score, $k1, $v2, $v3) :- p(6, _', best, bonus, score, $k1', $v2, $v3), _' = $k1, $k1' = $k1 + 1.   % line 4
p(5, _, best, bonus, score, $k1, $v2, $v3) :- p(18, _, best, bonus, score, $k1, $v2, $v3), len(best) == 1.   % line 8
p(5, _, best, bonus, score, $k1, $v2, $v3) :- p(17, _, best, bonus, score, $k1, $v2, $v3), len(best) != 1.   % line 8
p(6, _, best, bonus, score, $k1, $v2, $v3) :- p(7, _, best, bonus, score', $k1, $v2, $v3).   % line 5
p(7, _, best, bonus, score, $k1, $v2, $v3) :- p(8, _, best, bonus, score, $k1, $v2, $v3), score > 50.   % line 6
p(7, _, best, bonus, score, $k1, $v2, $v3) :- p(9, _, best, bonus, score, $k1, $v2, $v3), score <= 50.   % line 6
p(8, _, best, bonus, score, $k1, $v2, $v3) :- p(11, _, best, bonus, score, $k1, $v2, $v3), len(best) == 0.   % line 6
p(8, _, best, bonus, score, $k1, $v2, $v3) :- p(12, _, best, bonus, score, $k1, $v2, $v3), len(best) != 0.   % line 6
p(9, _, best, bonus, score, $k1, $v2, $v3) :- p(10, _, best, bonus, score, $k1, $v2', $v3), $v2' = score > 50.   % line 6
p(10, _, best, bonus, score, $k1, $v2, $v3) :- p(16, _, best, bonus, score, $k1, $v2, $v3), $v2.   % line 6
p(10, _, best, bonus, score, $k1, $v2, $v3) :- p(3, _, best, bonus, score, $k1, $v2, $v3), not $v2.   % line 6
p(11, _, best, bonus, score, $k1, $v2, $v3) :- p(13, _, best, bonus, score, $k1, $v2, $v3'), $v3' = len(best) == 0.   % line 6
p(12, _, best, bonus, score, $k1, $v2, $v3) :- p(15, _, best, bonus, score, $k1, $v2, $v3), len(best) == 1.   % line 6
p(12, _, best, bonus, score, $k1, $v2, $v3) :- p(14, _, best, bonus, score, $k1, $v2, $v3), len(best) != 1.   % line 6
p(13, _, best, bonus, score, $k1, $v2, $v3) :- p(10, _, best, bonus, score, $k1, $v2', $v3), $v2' = $v3.   % line 6
p(15, _, best, bonus, score, $k1, $v2, $v3) :- p(13, _, best, bonus, score, $k1, $v2, $v3'), $v3' = score > best[0].   % line 6
p(16, _, best, bonus, score, $k1, $v2, $v3) :- p(3, _, best', bonus, score, $k1, $v2, $v3), best' = (score,).   % line 7
p(18, _, best, bonus, score, $k1, $v2, $v3) :- p(1, _, best, bonus', score, $k1, $v2, $v3), bonus' = best[0] + 1.   % line 8
