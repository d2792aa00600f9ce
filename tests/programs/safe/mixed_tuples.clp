% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (flags: tuple, neg: bool, ok: bool, pair: tuple, pos: bool, q: int, signs: tuple, x: int, y: int, zero: bool, divmod_checked#1.a: int, divmod_checked#1.b: int, divmod_checked#1.$ret: tuple, classify#1.x: int, classify#1.$ret: tuple)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 17: y = __VERIFIER_nondet_int()
%     3  line 18: q, ok = divmod_checked(x, y)
%     4  line 7: if b == 0:
%     5  line 18: q, ok = divmod_checked(x, y)
%     6  line 8: return 0, False
%     7  line 9: return a // b, True
%     8  ERROR: ZeroDivisionError at line 9
%     9  line 9: return a // b, True
%    10  ERROR: ValueError at line 18
%    11  line 18: q, ok = divmod_checked(x, y)
%    12  line 19: if ok:
%    13  line 20: assert q == x // y
%    14  line 22: assert y == 0 and q == 0
%    15  line 23: signs = classify(x)
%    16  ERROR: ZeroDivisionError at line 20
%    17  line 20: assert q == x // y
%    18  ERROR: AssertionError at line 20
%    19  ERROR: AssertionError at line 22
%    20  line 13: return (x < 0, x == 0, x > 0)
%    21  line 23: signs = classify(x)
%    22  line 24: assert signs[0] + signs[1] + signs[-1] == 1
%    23  ERROR: IndexError at line 24
%    24  line 24: assert signs[0] + signs[1] + signs[-1] == 1
%    25  ERROR: IndexError at line 24
%    26  line 24: assert signs[0] + signs[1] + signs[-1] == 1
%    27  ERROR: IndexError at line 24
%    28  line 24: assert signs[0] + signs[1] + signs[-1] == 1
%    29  ERROR: AssertionError at line 24
%    30  line 25: assert signs[1] == (x == 0)
%    31  ERROR: IndexError at line 25
%    32  line 25: assert signs[1] == (x == 0)
%    33  ERROR: AssertionError at line 25
%    34  line 26: neg, zero, pos = signs
%    35  ERROR: ValueError at line 26
%    36  line 26: neg, zero, pos = signs
%    37  line 27: assert not (neg and pos)
%    38  ERROR: AssertionError at line 27
%    39  line 28: pair = (x, x > 0)
%    40  line 29: assert pair == (x, pos)
%    41  ERROR: AssertionError at line 29
%    42  line 30: assert len(signs) == 3
%    43  ERROR: AssertionError at line 30
%    44  line 31: flags = (True, False) if x > 5 else (False, True)
%    45  line 32: assert flags[0] != flags[1]
%    46  ERROR: IndexError at line 32
%    47  line 32: assert flags[0] != flags[1]
%    48  ERROR: IndexError at line 32
%    49  line 32: assert flags[0] != flags[1]
%    50  ERROR: AssertionError at line 32

p(0, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(2, flags, neg, ok, pair, pos, q, signs, x', y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret).   % line 16
p(2, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(3, flags, neg, ok, pair, pos, q, signs, x, y', zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret).   % line 17
p(3, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(4, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a', divmod_checked#1.b', divmod_checked#1.$ret, classify#1.x, classify#1.$ret), divmod_checked#1.a' = x, divmod_checked#1.b' = y.   % line 18
p(4, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(6, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), divmod_checked#1.b == 0.   % line 7
p(4, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(7, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), divmod_checked#1.b != 0.   % line 7
p(5, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(11, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), len(divmod_checked#1.$ret) == 2.   % line 18
p(5, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(10, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), len(divmod_checked#1.$ret) != 2.   % line 18
p(6, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(5, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret', classify#1.x, classify#1.$ret), divmod_checked#1.$ret' = (0, 0).   % line 8
p(7, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(9, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), divmod_checked#1.b != 0.   % line 9
p(7, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(8, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), divmod_checked#1.b == 0.   % line 9
p(9, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(5, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret', classify#1.x, classify#1.$ret), divmod_checked#1.$ret' = (divmod_checked#1.a // divmod_checked#1.b, 1).   % line 9
p(11, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(12, flags, neg, ok', pair, pos, q', signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), q' = divmod_checked#1.$ret[0], ok' = divmod_checked#1.$ret[1] != 0.   % line 18
p(12, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(13, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), ok.   % line 19
p(12, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(14, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), not ok.   % line 19
p(13, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(17, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), y != 0.   % line 20
p(13, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(16, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), y == 0.   % line 20
p(14, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(15, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), (y == 0) and (q == 0).   % line 22
p(14, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(19, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), not ((y == 0) and (q == 0)).   % line 22
p(15, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(20, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x', classify#1.$ret), classify#1.x' = x.   % line 23
p(17, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(15, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), q == (x // y).   % line 20
p(17, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(18, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), q != (x // y).   % line 20
p(20, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(21, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret'), classify#1.$ret' = (1 if (classify#1.x < 0) else 0, 1 if (classify#1.x == 0) else 0, 1 if (classify#1.x > 0) else 0).   % line 13
p(21, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(22, flags, neg, ok, pair, pos, q, signs', x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), signs' = classify#1.$ret.   % line 23
p(22, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(24, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), ((-len(signs)) <= 0) and (0 < len(signs)).   % line 24
p(22, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(23, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), not (((-len(signs)) <= 0) and (0 < len(signs))).   % line 24
p(24, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(26, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), ((-len(signs)) <= 1) and (1 < len(signs)).   % line 24
p(24, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(25, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), not (((-len(signs)) <= 1) and (1 < len(signs))).   % line 24
p(26, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(28, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), ((-len(signs)) <= (-1)) and ((-1) < len(signs)).   % line 24
p(26, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(27, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), not (((-len(signs)) <= (-1)) and ((-1) < len(signs))).   % line 24
p(28, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(30, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), (((1 if (signs[0] != 0) else 0) + (1 if (signs[1] != 0) else 0)) + (1 if (signs[-1] != 0) else 0)) == 1.   % line 24
p(28, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(29, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), (((1 if (signs[0] != 0) else 0) + (1 if (signs[1] != 0) else 0)) + (1 if (signs[-1] != 0) else 0)) != 1.   % line 24
p(30, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(32, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), ((-len(signs)) <= 1) and (1 < len(signs)).   % line 25
p(30, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(31, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), not (((-len(signs)) <= 1) and (1 < len(signs))).   % line 25
p(32, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(34, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), (signs[1] != 0) == (x == 0).   % line 25
p(32, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(33, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), (signs[1] != 0) != (x == 0).   % line 25
p(34, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(36, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), len(signs) == 3.   % line 26
p(34, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(35, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), len(signs) != 3.   % line 26
p(36, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(37, flags, neg', ok, pair, pos', q, signs, x, y, zero', divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), neg' = signs[0] != 0, zero' = signs[1] != 0, pos' = signs[2] != 0.   % line 26
p(37, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(39, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), not (neg and pos).   % line 27
p(37, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(38, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), neg and pos.   % line 27
p(39, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(40, flags, neg, ok, pair', pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), pair' = (x, 1 if (x > 0) else 0).   % line 28
p(40, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(42, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), pair == (x, 1 if pos else 0).   % line 29
p(40, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(41, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), pair != (x, 1 if pos else 0).   % line 29
p(42, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(44, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), len(signs) == 3.   % line 30
p(42, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(43, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), len(signs) != 3.   % line 30
p(44, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(45, flags', neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), flags' = (1, 0) if (x > 5) else (0, 1).   % line 31
p(45, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(47, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), ((-len(flags)) <= 0) and (0 < len(flags)).   % line 32
p(45, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(46, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), not (((-len(flags)) <= 0) and (0 < len(flags))).   % line 32
p(47, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(49, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), ((-len(flags)) <= 1) and (1 < len(flags)).   % line 32
p(47, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(48, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), not (((-len(flags)) <= 1) and (1 < len(flags))).   % line 32
p(49, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(1, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), (flags[0] != 0) != (flags[1] != 0).   % line 32
p(49, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret) :- p(50, flags, neg, ok, pair, pos, q, signs, x, y, zero, divmod_checked#1.a, divmod_checked#1.b, divmod_checked#1.$ret, classify#1.x, classify#1.$ret), (flags[0] != 0) == (flags[1] != 0).   % line 32
