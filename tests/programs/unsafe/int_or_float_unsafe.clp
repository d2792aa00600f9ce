% CLP transition rules of main()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (c: bool, f: float, half: tuple, i: int, total: tuple, $nd1: float, pick#1.c: bool, pick#1.f: float, pick#1.i: int, pick#1.$ret: tuple, $v2: tuple, $v3: bool, $v4: tuple, $v5: bool)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 13: f = __VERIFIER_nondet_float()
%     3  line 13: f = __VERIFIER_nondet_float()
%     4  line 14: c = __VERIFIER_nondet_bool()
%     5  line 15: __VERIFIER_assume(-100 < i < 100)
%     6  line 16: __VERIFIER_assume(0.0 <= f <= 10.0)
%     7  line 17: total = 0
%     8  line 18: total += pick(c, i, f)
%     9  line 8: return f if c else i
%    10  line 18: total += pick(c, i, f)
%    11  line 18: total += pick(c, i, f)
%    12  line 18: total += pick(c, i, f)
%    13  line 18: total += pick(c, i, f)
%    14  line 18: total += pick(c, i, f)
%    15  line 18: total += pick(c, i, f)
%    16  ERROR: OverflowError at line 18
%    17  line 18: total += pick(c, i, f)
%    18  line 18: total += pick(c, i, f)
%    19  line 18: total += pick(c, i, f)
%    20  line 18: total += pick(c, i, f)
%    21  line 19: assert total < 100
%    22  line 19: assert total < 100
%    23  line 19: assert total < 100
%    24  line 19: assert total < 100
%    25  ERROR: AssertionError at line 19
%    26  line 20: half = total - 1
%    27  line 20: half = total - 1
%    28  line 20: half = total - 1
%    29  line 20: half = total - 1
%    30  line 21: assert isinstance(half, float) or half != 3
%    31  line 21: assert isinstance(half, float) or half != 3
%    32  line 21: assert isinstance(half, float) or half != 3
%    33  line 21: assert isinstance(half, float) or half != 3
%    34  ERROR: AssertionError at line 21

p(0, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(2, c, f, half, i', total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5).   % line 12
p(2, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(3, c, f, half, i, total, $nd1', pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5).   % line 13
p(3, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(4, c, f', half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5), f' = $nd1.   % line 13
p(4, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(5, c', f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5).   % line 14
p(5, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(6, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5), ((-100) < i) and (i < 100).   % line 15
p(6, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(7, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5), (fcmp<=(0.0, f)) and (fcmp<=(f, 10.0)).   % line 16
p(7, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(8, c, f, half, i, total', $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5), total' = (2, 0).   % line 17
p(8, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(9, c, f, half, i, total, $nd1, pick#1.c', pick#1.f', pick#1.i', pick#1.$ret, $v2, $v3, $v4, $v5), pick#1.c' = c, pick#1.i' = i, pick#1.f' = f.   % line 18
p(9, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(10, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret', $v2, $v3, $v4, $v5), pick#1.$ret' = (4, tobits(pick#1.f)) if pick#1.c else (2, pick#1.i).   % line 8
p(10, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(12, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5), total[0] == 4.   % line 18
p(10, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(13, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5), total[0] != 4.   % line 18
p(11, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(21, c, f, half, i, total', $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5), total' = $v2.   % line 18
p(12, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(18, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5), pick#1.$ret[0] == 4.   % line 18
p(12, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(19, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5), pick#1.$ret[0] != 4.   % line 18
p(13, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(14, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5), pick#1.$ret[0] == 4.   % line 18
p(13, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(15, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5), pick#1.$ret[0] != 4.   % line 18
p(14, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(17, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5), (total[1] < 179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497792) and (total[1] > (-179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497792)).   % line 18
p(14, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(16, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5), not ((total[1] < 179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497792) and (total[1] > (-179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497792))).   % line 18
p(15, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(11, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2', $v3, $v4, $v5), $v2' = (2, total[1] + pick#1.$ret[1]).   % line 18
p(17, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(11, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2', $v3, $v4, $v5), $v2' = (4, tobits(add(fromint(total[1]), frombits(pick#1.$ret[1])))).   % line 18
p(18, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(11, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2', $v3, $v4, $v5), $v2' = (4, tobits(add(frombits(total[1]), frombits(pick#1.$ret[1])))).   % line 18
p(19, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(20, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5), (pick#1.$ret[1] < 179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497792) and (pick#1.$ret[1] > (-179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497792)).   % line 18
p(19, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(16, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5), not ((pick#1.$ret[1] < 179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497792) and (pick#1.$ret[1] > (-179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497792))).   % line 18
p(20, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(11, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2', $v3, $v4, $v5), $v2' = (4, tobits(add(frombits(total[1]), fromint(pick#1.$ret[1])))).   % line 18
p(21, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(23, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5), total[0] == 4.   % line 19
p(21, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(24, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5), total[0] != 4.   % line 19
p(22, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(26, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5), $v3.   % line 19
p(22, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(25, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5), not $v3.   % line 19
p(23, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(22, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3', $v4, $v5), $v3' = fcmp<(frombits(total[1]), 100.0).   % line 19
p(24, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(22, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3', $v4, $v5), $v3' = total[1] < 100.   % line 19
p(26, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(28, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5), total[0] == 4.   % line 20
p(26, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(29, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5), total[0] != 4.   % line 20
p(27, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(30, c, f, half', i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5), half' = $v4.   % line 20
p(28, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(27, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4', $v5), $v4' = (4, tobits(sub(frombits(total[1]), 1.0))).   % line 20
p(29, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(27, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4', $v5), $v4' = (2, total[1] - 1).   % line 20
p(30, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(32, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5), half[0] == 4.   % line 21
p(30, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(33, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5), half[0] != 4.   % line 21
p(31, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(1, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5), (half[0] == 4) or $v5.   % line 21
p(31, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(34, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5), not ((half[0] == 4) or $v5).   % line 21
p(32, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(31, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5'), $v5' = fcmp!=(frombits(half[1]), 3.0).   % line 21
p(33, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5) :- p(31, c, f, half, i, total, $nd1, pick#1.c, pick#1.f, pick#1.i, pick#1.$ret, $v2, $v3, $v4, $v5'), $v5' = half[1] != 3.   % line 21
