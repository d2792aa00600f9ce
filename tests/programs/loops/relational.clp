% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (steps#1.a: int, steps#1.b: int, $nd1: bool, countdown#1.d: int, countdown#1.k: int, countdown#1.r: int, nested#1.c: int, nested#1.i: int, nested#1.j: int, nested#1.n: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 44: countdown()
%     3  line 9: b = 5
%     4  line 10: while nondet_bool():
%     5  line 10: while nondet_bool():
%     6  line 11: a += 3
%     7  line 13: if 3 * b - 2 * a != 15:
%     8  line 12: b += 2
%     9  ERROR: error() called at line 14
%    10  line 45: nested()
%    11  line 19: assume(k >= 0)
%    12  line 20: r = k
%    13  line 21: d = 0
%    14  line 22: while r > 0:
%    15  line 23: r -= 1
%    16  line 25: if d != 2 * k:
%    17  line 24: d += 2
%    18  ERROR: error() called at line 26
%    19  line 31: c = 0
%    20  line 32: i = 0
%    21  line 33: while i < n:
%    22  line 34: j = 0
%    23  line 39: if c < 0 or c % 2 != 0:
%    24  line 35: while j < n:
%    25  line 36: c += 2
%    26  line 38: i += 1
%    27  line 37: j += 1
%    28  ERROR: error() called at line 40

p(0, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(3, steps#1.a', steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n), steps#1.a' = 0.   % line 8
p(2, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(11, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k', countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n).   % line 18
p(3, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(4, steps#1.a, steps#1.b', $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n), steps#1.b' = 5.   % line 9
p(4, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(5, steps#1.a, steps#1.b, $nd1', countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n).   % line 10
p(5, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(6, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n), $nd1.   % line 10
p(5, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(7, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n), not $nd1.   % line 10
p(6, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(8, steps#1.a', steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n), steps#1.a' = steps#1.a + 3.   % line 11
p(7, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(9, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n), ((3 * steps#1.b) - (2 * steps#1.a)) != 15.   % line 13
p(7, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(2, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n), ((3 * steps#1.b) - (2 * steps#1.a)) == 15.   % line 13
p(8, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(4, steps#1.a, steps#1.b', $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n), steps#1.b' = steps#1.b + 2.   % line 12
p(10, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(19, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n').   % line 30
p(11, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(12, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n), countdown#1.k >= 0.   % line 19
p(12, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(13, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r', nested#1.c, nested#1.i, nested#1.j, nested#1.n), countdown#1.r' = countdown#1.k.   % line 20
p(13, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(14, steps#1.a, steps#1.b, $nd1, countdown#1.d', countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n), countdown#1.d' = 0.   % line 21
p(14, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(15, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n), countdown#1.r > 0.   % line 22
p(14, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(16, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n), countdown#1.r <= 0.   % line 22
p(15, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(17, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r', nested#1.c, nested#1.i, nested#1.j, nested#1.n), countdown#1.r' = countdown#1.r - 1.   % line 23
p(16, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(18, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n), countdown#1.d != (2 * countdown#1.k).   % line 25
p(16, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(10, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n), countdown#1.d == (2 * countdown#1.k).   % line 25
p(17, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(14, steps#1.a, steps#1.b, $nd1, countdown#1.d', countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n), countdown#1.d' = countdown#1.d + 2.   % line 24
p(19, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(20, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c', nested#1.i, nested#1.j, nested#1.n), nested#1.c' = 0.   % line 31
p(20, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(21, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i', nested#1.j, nested#1.n), nested#1.i' = 0.   % line 32
p(21, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(22, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n), nested#1.i < nested#1.n.   % line 33
p(21, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(23, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n), nested#1.i >= nested#1.n.   % line 33
p(22, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(24, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j', nested#1.n), nested#1.j' = 0.   % line 34
p(23, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(28, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n), (nested#1.c < 0) or ((nested#1.c % 2) != 0).   % line 39
p(23, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(1, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n), not ((nested#1.c < 0) or ((nested#1.c % 2) != 0)).   % line 39
p(24, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(25, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n), nested#1.j < nested#1.n.   % line 35
p(24, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(26, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n), nested#1.j >= nested#1.n.   % line 35
p(25, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(27, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c', nested#1.i, nested#1.j, nested#1.n), nested#1.c' = nested#1.c + 2.   % line 36
p(26, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(21, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i', nested#1.j, nested#1.n), nested#1.i' = nested#1.i + 1.   % line 38
p(27, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(24, steps#1.a, steps#1.b, $nd1, countdown#1.d, countdown#1.k, countdown#1.r, nested#1.c, nested#1.i, nested#1.j', nested#1.n), nested#1.j' = nested#1.j + 1.   % line 37
