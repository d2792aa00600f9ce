% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (count: int, i: int, limit: int, ok: bool, s: int, $k1: int, $stop2: int, $nd3: int, clamp#1.hi: int, clamp#1.lo: int, clamp#1.x: int, clamp#1.$ret: int, bump#1.step: int, bump#1.$ret: bool)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 5: count = 0
%     3  line 22: ok = True
%     4  line 23: for i in range(limit):
%     5  line 23: for i in range(limit):
%     6  line 23: for i in range(limit):
%     7  line 26: assert count <= 2 * limit
%     8  line 24: s = clamp(__VERIFIER_nondet_int(), 0, 2)
%     9  line 24: s = clamp(__VERIFIER_nondet_int(), 0, 2)
%    10  line 15: if x < lo:
%    11  line 24: s = clamp(__VERIFIER_nondet_int(), 0, 2)
%    12  line 16: return lo
%    13  line 17: if x > hi:
%    14  line 18: return hi
%    15  line 19: return x
%    16  line 25: ok = bump(s) and ok
%    17  line 9: global count
%    18  line 25: ok = bump(s) and ok
%    19  line 11: return count <= limit * 2
%    20  ERROR: AssertionError at line 26
%    21  line 27: if not ok:
%    22  ERROR: error() called at line 28

p(0, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret) :- p(2, count, i, limit', ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret), limit' = 5.   % line 4
p(2, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret) :- p(3, count', i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret), count' = 0.   % line 5
p(3, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret) :- p(4, count, i, limit, ok', s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret), ok' = True.   % line 22
p(4, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret) :- p(5, count, i, limit, ok, s, $k1', $stop2', $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret), $k1' = 0, $stop2' = 5.   % line 23
p(5, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret) :- p(6, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret), $k1 < 5.   % line 23
p(5, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret) :- p(7, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret), $k1 >= 5.   % line 23
p(6, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret) :- p(8, count, i', limit, ok, s, $k1', $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret), i' = $k1, $k1' = $k1 + 1.   % line 23
p(7, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret) :- p(21, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret), count <= 10.   % line 26
p(7, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret) :- p(20, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret), count > 10.   % line 26
p(8, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret) :- p(9, count, i, limit, ok, s, $k1, $stop2, $nd3', clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret).   % line 24
p(9, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret) :- p(10, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi', clamp#1.lo', clamp#1.x', clamp#1.$ret, bump#1.step, bump#1.$ret), clamp#1.x' = $nd3, clamp#1.lo' = 0, clamp#1.hi' = 2.   % line 24
p(10, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret) :- p(12, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret), clamp#1.x < 0.   % line 15
p(10, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret) :- p(13, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret), clamp#1.x >= 0.   % line 15
p(11, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret) :- p(16, count, i, limit, ok, s', $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret), s' = clamp#1.$ret.   % line 24
p(12, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret) :- p(11, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret', bump#1.step, bump#1.$ret), clamp#1.$ret' = 0.   % line 16
p(13, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret) :- p(14, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret), clamp#1.x > 2.   % line 17
p(13, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret) :- p(15, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret), clamp#1.x <= 2.   % line 17
p(14, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret) :- p(11, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret', bump#1.step, bump#1.$ret), clamp#1.$ret' = 2.   % line 18
p(15, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret) :- p(11, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret', bump#1.step, bump#1.$ret), clamp#1.$ret' = clamp#1.x.   % line 19
p(16, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret) :- p(17, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step', bump#1.$ret), bump#1.step' = s.   % line 25
p(17, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret) :- p(19, count', i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret), count' = count + bump#1.step.   % line 10
p(18, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret) :- p(5, count, i, limit, ok', s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret), ok' = bump#1.$ret and ok.   % line 25
p(19, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret) :- p(18, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret'), bump#1.$ret' = count <= 10.   % line 11
p(21, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret) :- p(22, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret), not ok.   % line 27
p(21, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret) :- p(1, count, i, limit, ok, s, $k1, $stop2, $nd3, clamp#1.hi, clamp#1.lo, clamp#1.x, clamp#1.$ret, bump#1.step, bump#1.$ret), ok.   % line 27
