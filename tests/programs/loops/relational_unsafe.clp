% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = ($nd1: bool, steps#1.a: int, steps#1.b: int, $nd2: bool, nested#1.c: int, nested#1.i: int, nested#1.j: int, nested#1.n: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 31: if nondet_bool():
%     3  line 32: steps()
%     4  line 33: nested()
%     5  line 9: b = 5
%     6  line 10: while nondet_bool():
%     7  line 10: while nondet_bool():
%     8  line 11: a += 3
%     9  line 13: if 3 * b - 2 * a != 15 or a == 9:
%    10  line 12: b += 2
%    11  ERROR: error() called at line 14
%    12  line 19: c = 0
%    13  line 20: i = 0
%    14  line 21: while i < n:
%    15  line 22: j = 0
%    16  line 27: if c == 10:
%    17  line 23: while j < n:
%    18  line 24: c += 2
%    19  line 26: i += 1
%    20  line 25: j += 1
%    21  ERROR: error() called at line 28

p(0, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(2, $nd1', steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n).   % line 31
p(2, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(3, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n), $nd1.   % line 31
p(2, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(4, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n), not $nd1.   % line 31
p(3, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(5, $nd1, steps#1.a', steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n), steps#1.a' = 0.   % line 8
p(4, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(12, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n').   % line 18
p(5, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(6, $nd1, steps#1.a, steps#1.b', $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n), steps#1.b' = 5.   % line 9
p(6, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(7, $nd1, steps#1.a, steps#1.b, $nd2', nested#1.c, nested#1.i, nested#1.j, nested#1.n).   % line 10
p(7, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(8, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n), $nd2.   % line 10
p(7, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(9, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n), not $nd2.   % line 10
p(8, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(10, $nd1, steps#1.a', steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n), steps#1.a' = steps#1.a + 3.   % line 11
p(9, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(11, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n), (((3 * steps#1.b) - (2 * steps#1.a)) != 15) or (steps#1.a == 9).   % line 13
p(9, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(4, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n), not ((((3 * steps#1.b) - (2 * steps#1.a)) != 15) or (steps#1.a == 9)).   % line 13
p(10, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(6, $nd1, steps#1.a, steps#1.b', $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n), steps#1.b' = steps#1.b + 2.   % line 12
p(12, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(13, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c', nested#1.i, nested#1.j, nested#1.n), nested#1.c' = 0.   % line 19
p(13, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(14, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i', nested#1.j, nested#1.n), nested#1.i' = 0.   % line 20
p(14, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(15, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n), nested#1.i < nested#1.n.   % line 21
p(14, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(16, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n), nested#1.i >= nested#1.n.   % line 21
p(15, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(17, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j', nested#1.n), nested#1.j' = 0.   % line 22
p(16, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(21, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n), nested#1.c == 10.   % line 27
p(16, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(1, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n), nested#1.c != 10.   % line 27
p(17, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(18, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n), nested#1.j < nested#1.n.   % line 23
p(17, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(19, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n), nested#1.j >= nested#1.n.   % line 23
p(18, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(20, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c', nested#1.i, nested#1.j, nested#1.n), nested#1.c' = nested#1.c + 2.   % line 24
p(19, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(14, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i', nested#1.j, nested#1.n), nested#1.i' = nested#1.i + 1.   % line 26
p(20, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j, nested#1.n) :- p(17, $nd1, steps#1.a, steps#1.b, $nd2, nested#1.c, nested#1.i, nested#1.j', nested#1.n), nested#1.j' = nested#1.j + 1.   % line 25
