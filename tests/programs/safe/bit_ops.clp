% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (FLAGS: int, LOW: int, count: int, k: int, m: int, neg: bool, x: int, y: int, bit#1.k: int, bit#1.x: int, bit#1.$ret: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 5: LOW = ~FLAGS & 7
%     3  line 12: x = __VERIFIER_nondet_int()
%     4  line 13: y = __VERIFIER_nondet_int()
%     5  line 14: __VERIFIER_assume(-100 <= x <= 100 and -100 <= y <= 100)
%     6  line 15: k = __VERIFIER_nondet_int()
%     7  line 16: __VERIFIER_assume(0 <= k <= 5)
%     8  line 17: assert x ^ y == (x | y) - (x & y)
%     9  ERROR: AssertionError at line 17
%    10  line 18: assert ~x == -x - 1
%    11  ERROR: AssertionError at line 18
%    12  line 19: assert x >> 1 == x // 2
%    13  ERROR: AssertionError at line 19
%    14  line 20: assert x << k == x * (1 << k)
%    15  ERROR: ValueError at line 20
%    16  line 20: assert x << k == x * (1 << k)
%    17  ERROR: ValueError at line 20
%    18  line 20: assert x << k == x * (1 << k)
%    19  ERROR: AssertionError at line 20
%    20  line 21: assert bit(x, k) == (x // (1 << k)) % 2
%    21  line 9: return (x >> k) & 1
%    22  line 21: assert bit(x, k) == (x // (1 << k)) % 2
%    23  ERROR: ValueError at line 9
%    24  line 9: return (x >> k) & 1
%    25  ERROR: ValueError at line 21
%    26  line 21: assert bit(x, k) == (x // (1 << k)) % 2
%    27  ERROR: ZeroDivisionError at line 21
%    28  line 21: assert bit(x, k) == (x // (1 << k)) % 2
%    29  ERROR: AssertionError at line 21
%    30  line 22: assert x & 7 == x % 8
%    31  ERROR: AssertionError at line 22
%    32  line 23: assert x & -8 == x - x % 8
%    33  ERROR: AssertionError at line 23
%    34  line 24: assert LOW == 2
%    35  ERROR: AssertionError at line 24
%    36  line 25: m = x
%    37  line 26: m |= FLAGS
%    38  line 27: m &= ~4
%    39  line 28: m ^= 3
%    40  line 29: assert m & 1 == 0
%    41  ERROR: AssertionError at line 29
%    42  line 30: neg = x < 0
%    43  line 31: assert neg + (x >= 0) == 1
%    44  ERROR: AssertionError at line 31
%    45  line 32: assert True + True == 2 and -True == -1 and ~False == -1
%    46  ERROR: AssertionError at line 32
%    47  line 33: assert (x < 0) & (y < 0) == (x < 0 and y < 0)
%    48  ERROR: AssertionError at line 33
%    49  line 34: assert (x < 0) ^ (y < 0) == ((x < 0) != (y < 0))
%    50  ERROR: AssertionError at line 34
%    51  line 35: count = 0
%    52  line 36: count += x > y
%    53  line 37: count += y > x
%    54  line 38: assert count == (x != y)
%    55  ERROR: AssertionError at line 38
%    56  line 39: assert (neg < 1) == (not neg)
%    57  ERROR: AssertionError at line 39

p(0, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(2, FLAGS', LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), FLAGS' = 5.   % line 4
p(2, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(3, FLAGS, LOW', count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), LOW' = 2.   % line 5
p(3, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(4, FLAGS, LOW, count, k, m, neg, x', y, bit#1.k, bit#1.x, bit#1.$ret).   % line 12
p(4, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(5, FLAGS, LOW, count, k, m, neg, x, y', bit#1.k, bit#1.x, bit#1.$ret).   % line 13
p(5, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(6, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), ((-100) <= x) and (x <= 100) and ((-100) <= y) and (y <= 100).   % line 14
p(6, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(7, FLAGS, LOW, count, k', m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret).   % line 15
p(7, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(8, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), (0 <= k) and (k <= 5).   % line 16
p(8, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(10, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), True.   % line 17
p(8, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(9, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), False.   % line 17
p(10, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(12, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), True.   % line 18
p(10, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(11, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), False.   % line 18
p(12, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(14, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), (x >> 1) == (x // 2).   % line 19
p(12, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(13, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), (x >> 1) != (x // 2).   % line 19
p(14, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(16, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), k >= 0.   % line 20
p(14, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(15, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), k < 0.   % line 20
p(16, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(18, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), k >= 0.   % line 20
p(16, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(17, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), k < 0.   % line 20
p(18, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(20, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), (x << k) == (x * (1 << k)).   % line 20
p(18, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(19, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), (x << k) != (x * (1 << k)).   % line 20
p(20, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(21, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k', bit#1.x', bit#1.$ret), bit#1.x' = x, bit#1.k' = k.   % line 21
p(21, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(24, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), bit#1.k >= 0.   % line 9
p(21, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(23, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), bit#1.k < 0.   % line 9
p(22, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(26, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), k >= 0.   % line 21
p(22, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(25, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), k < 0.   % line 21
p(24, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(22, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret'), bit#1.$ret' = (bit#1.x >> bit#1.k) & 1.   % line 9
p(26, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(28, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), (1 << k) != 0.   % line 21
p(26, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(27, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), (1 << k) == 0.   % line 21
p(28, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(30, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), bit#1.$ret == ((x // (1 << k)) % 2).   % line 21
p(28, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(29, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), bit#1.$ret != ((x // (1 << k)) % 2).   % line 21
p(30, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(32, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), (x & 7) == (x % 8).   % line 22
p(30, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(31, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), (x & 7) != (x % 8).   % line 22
p(32, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(34, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), (x & (-8)) == (x - (x % 8)).   % line 23
p(32, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(33, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), (x & (-8)) != (x - (x % 8)).   % line 23
p(34, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(36, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), True.   % line 24
p(34, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(35, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), False.   % line 24
p(36, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(37, FLAGS, LOW, count, k, m', neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), m' = x.   % line 25
p(37, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(38, FLAGS, LOW, count, k, m', neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), m' = m | 5.   % line 26
p(38, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(39, FLAGS, LOW, count, k, m', neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), m' = m & (-5).   % line 27
p(39, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(40, FLAGS, LOW, count, k, m', neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), m' = m ^ 3.   % line 28
p(40, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(42, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), (m & 1) == 0.   % line 29
p(40, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(41, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), (m & 1) != 0.   % line 29
p(42, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(43, FLAGS, LOW, count, k, m, neg', x, y, bit#1.k, bit#1.x, bit#1.$ret), neg' = x < 0.   % line 30
p(43, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(45, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), ((1 if neg else 0) + (1 if (x >= 0) else 0)) == 1.   % line 31
p(43, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(44, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), ((1 if neg else 0) + (1 if (x >= 0) else 0)) != 1.   % line 31
p(45, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(47, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), True.   % line 32
p(45, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(46, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), False.   % line 32
p(47, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(49, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), True.   % line 33
p(47, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(48, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), False.   % line 33
p(49, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(51, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), True.   % line 34
p(49, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(50, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), False.   % line 34
p(51, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(52, FLAGS, LOW, count', k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), count' = 0.   % line 35
p(52, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(53, FLAGS, LOW, count', k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), count' = count + (1 if (x > y) else 0).   % line 36
p(53, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(54, FLAGS, LOW, count', k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), count' = count + (1 if (y > x) else 0).   % line 37
p(54, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(56, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), count == (1 if (x != y) else 0).   % line 38
p(54, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(55, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), count != (1 if (x != y) else 0).   % line 38
p(56, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(1, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), ((1 if neg else 0) < 1) == (not neg).   % line 39
p(56, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret) :- p(57, FLAGS, LOW, count, k, m, neg, x, y, bit#1.k, bit#1.x, bit#1.$ret), ((1 if neg else 0) < 1) != (not neg).   % line 39
