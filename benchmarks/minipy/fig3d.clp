% CLP transition rules of main(a)
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (a: int, s: int, t: int, x: int, y: int, $nd1: bool, complex_func#1.k: int, complex_func#1.r: int, complex_func#1.$ret: int, $nd2: bool, $nd3: bool, $nd4: bool, $nd5: bool, $nd6: bool, $nd7: bool, $nd8: bool, $nd9: bool, $nd10: bool, $nd11: bool)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 13: if nondet_bool():
%     3  line 14: x = 0
%     4  line 17: x = complex_func(a)
%     5  line 19: s = x
%     6  line 15: y = 0
%     7  line 7: """Always 0, but not syntactically so."""
%     8  line 17: x = complex_func(a)
%     9  line 9: return r - k * k
%    10  line 18: y = 0
%    11  line 20: t = y
%    12  line 21: if nondet_bool():
%    13  line 21: if nondet_bool():
%    14  line 22: s += 1
%    15  line 24: if nondet_bool():
%    16  line 23: t += 1
%    17  line 24: if nondet_bool():
%    18  line 25: s += 1
%    19  line 27: if nondet_bool():
%    20  line 26: t += 1
%    21  line 27: if nondet_bool():
%    22  line 28: s += 1
%    23  line 30: if nondet_bool():
%    24  line 29: t += 1
%    25  line 30: if nondet_bool():
%    26  line 31: s += 1
%    27  line 33: if nondet_bool():
%    28  line 32: t += 1
%    29  line 33: if nondet_bool():
%    30  line 34: s += 1
%    31  line 36: if nondet_bool():
%    32  line 35: t += 1
%    33  line 36: if nondet_bool():
%    34  line 37: s += 1
%    35  line 39: if nondet_bool():
%    36  line 38: t += 1
%    37  line 39: if nondet_bool():
%    38  line 40: s += 1
%    39  line 42: if nondet_bool():
%    40  line 41: t += 1
%    41  line 42: if nondet_bool():
%    42  line 43: s += 1
%    43  line 45: if nondet_bool():
%    44  line 44: t += 1
%    45  line 45: if nondet_bool():
%    46  line 46: s += 1
%    47  line 48: if nondet_bool():
%    48  line 47: t += 1
%    49  line 48: if nondet_bool():
%    50  line 49: s += 1
%    51  line 51: if t > 10 and s > 10:
%    52  line 50: t += 1
%    53  ERROR: error() called at line 52

p(0, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(2, a, s, t, x, y, $nd1', complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11).   % line 13
p(2, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(3, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), $nd1.   % line 13
p(2, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(4, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), not $nd1.   % line 13
p(3, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(6, a, s, t, x', y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), x' = 0.   % line 14
p(4, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(7, a, s, t, x, y, $nd1, complex_func#1.k', complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), complex_func#1.k' = a.   % line 17
p(5, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(11, a, s', t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = x.   % line 19
p(6, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(5, a, s, t, x, y', $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), y' = 0.   % line 15
p(7, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(9, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r', complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), complex_func#1.r' = complex_func#1.k * complex_func#1.k.   % line 8
p(8, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(10, a, s, t, x', y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), x' = complex_func#1.$ret.   % line 17
p(9, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(8, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret', $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), complex_func#1.$ret' = complex_func#1.r - (complex_func#1.k * complex_func#1.k).   % line 9
p(10, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(5, a, s, t, x, y', $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), y' = 0.   % line 18
p(11, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(12, a, s, t', x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), t' = y.   % line 20
p(12, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(13, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2', $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11).   % line 21
p(13, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(14, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), $nd2.   % line 21
p(13, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(15, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), not $nd2.   % line 21
p(14, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(16, a, s', t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = s + 1.   % line 22
p(15, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(17, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3', $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11).   % line 24
p(16, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(15, a, s, t', x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), t' = t + 1.   % line 23
p(17, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(18, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), $nd3.   % line 24
p(17, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(19, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), not $nd3.   % line 24
p(18, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(20, a, s', t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = s + 1.   % line 25
p(19, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(21, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4', $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11).   % line 27
p(20, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(19, a, s, t', x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), t' = t + 1.   % line 26
p(21, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(22, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), $nd4.   % line 27
p(21, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(23, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), not $nd4.   % line 27
p(22, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(24, a, s', t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = s + 1.   % line 28
p(23, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(25, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5', $nd6, $nd7, $nd8, $nd9, $nd10, $nd11).   % line 30
p(24, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(23, a, s, t', x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), t' = t + 1.   % line 29
p(25, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(26, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), $nd5.   % line 30
p(25, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(27, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), not $nd5.   % line 30
p(26, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(28, a, s', t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = s + 1.   % line 31
p(27, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(29, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6', $nd7, $nd8, $nd9, $nd10, $nd11).   % line 33
p(28, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(27, a, s, t', x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), t' = t + 1.   % line 32
p(29, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(30, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), $nd6.   % line 33
p(29, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(31, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), not $nd6.   % line 33
p(30, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(32, a, s', t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = s + 1.   % line 34
p(31, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(33, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7', $nd8, $nd9, $nd10, $nd11).   % line 36
p(32, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(31, a, s, t', x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), t' = t + 1.   % line 35
p(33, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(34, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), $nd7.   % line 36
p(33, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(35, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), not $nd7.   % line 36
p(34, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(36, a, s', t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = s + 1.   % line 37
p(35, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(37, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8', $nd9, $nd10, $nd11).   % line 39
p(36, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(35, a, s, t', x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), t' = t + 1.   % line 38
p(37, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(38, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), $nd8.   % line 39
p(37, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(39, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), not $nd8.   % line 39
p(38, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(40, a, s', t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = s + 1.   % line 40
p(39, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(41, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9', $nd10, $nd11).   % line 42
p(40, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(39, a, s, t', x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), t' = t + 1.   % line 41
p(41, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(42, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), $nd9.   % line 42
p(41, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(43, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), not $nd9.   % line 42
p(42, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(44, a, s', t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = s + 1.   % line 43
p(43, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(45, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10', $nd11).   % line 45
p(44, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(43, a, s, t', x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), t' = t + 1.   % line 44
p(45, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(46, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), $nd10.   % line 45
p(45, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(47, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), not $nd10.   % line 45
p(46, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(48, a, s', t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = s + 1.   % line 46
p(47, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(49, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11').   % line 48
p(48, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(47, a, s, t', x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), t' = t + 1.   % line 47
p(49, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(50, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), $nd11.   % line 48
p(49, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(51, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), not $nd11.   % line 48
p(50, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(52, a, s', t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = s + 1.   % line 49
p(51, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(53, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), (t > 10) and (s > 10).   % line 51
p(51, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(1, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), not ((t > 10) and (s > 10)).   % line 51
p(52, a, s, t, x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(51, a, s, t', x, y, $nd1, complex_func#1.k, complex_func#1.r, complex_func#1.$ret, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), t' = t + 1.   % line 50
