% CLP transition rules of main()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (s: int, z: int, $nd1: bool, $nd2: bool, $nd3: bool, $nd4: bool, $nd5: bool, $nd6: bool, $nd7: bool, $nd8: bool, $nd9: bool, $nd10: bool, $nd11: bool)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 8: if nondet_bool():
%     3  line 8: if nondet_bool():
%     4  line 9: z = 0
%     5  line 11: z = 999
%     6  line 12: if nondet_bool():
%     7  line 12: if nondet_bool():
%     8  line 13: s += 1
%     9  line 15: s += 2
%    10  line 16: if nondet_bool():
%    11  line 16: if nondet_bool():
%    12  line 17: s += 1
%    13  line 19: s += 2
%    14  line 20: if nondet_bool():
%    15  line 20: if nondet_bool():
%    16  line 21: s += 1
%    17  line 23: s += 2
%    18  line 24: if nondet_bool():
%    19  line 24: if nondet_bool():
%    20  line 25: s += 1
%    21  line 27: s += 2
%    22  line 28: if nondet_bool():
%    23  line 28: if nondet_bool():
%    24  line 29: s += 1
%    25  line 31: s += 2
%    26  line 32: if nondet_bool():
%    27  line 32: if nondet_bool():
%    28  line 33: s += 1
%    29  line 35: s += 2
%    30  line 36: if nondet_bool():
%    31  line 36: if nondet_bool():
%    32  line 37: s += 1
%    33  line 39: s += 2
%    34  line 40: if nondet_bool():
%    35  line 40: if nondet_bool():
%    36  line 41: s += 1
%    37  line 43: s += 2
%    38  line 44: if nondet_bool():
%    39  line 44: if nondet_bool():
%    40  line 45: s += 1
%    41  line 47: s += 2
%    42  line 48: if nondet_bool():
%    43  line 48: if nondet_bool():
%    44  line 49: s += 1
%    45  line 51: s += 2
%    46  line 52: if s + z > 2 * 10 and z == 0:
%    47  ERROR: error() called at line 53

p(0, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(2, s', z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = 0.   % line 7
p(2, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(3, s, z, $nd1', $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11).   % line 8
p(3, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(4, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), $nd1.   % line 8
p(3, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(5, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), not $nd1.   % line 8
p(4, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(6, s, z', $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), z' = 0.   % line 9
p(5, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(6, s, z', $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), z' = 999.   % line 11
p(6, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(7, s, z, $nd1, $nd2', $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11).   % line 12
p(7, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(8, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), $nd2.   % line 12
p(7, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(9, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), not $nd2.   % line 12
p(8, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(10, s', z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = s + 1.   % line 13
p(9, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(10, s', z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = s + 2.   % line 15
p(10, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(11, s, z, $nd1, $nd2, $nd3', $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11).   % line 16
p(11, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(12, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), $nd3.   % line 16
p(11, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(13, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), not $nd3.   % line 16
p(12, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(14, s', z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = s + 1.   % line 17
p(13, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(14, s', z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = s + 2.   % line 19
p(14, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(15, s, z, $nd1, $nd2, $nd3, $nd4', $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11).   % line 20
p(15, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(16, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), $nd4.   % line 20
p(15, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(17, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), not $nd4.   % line 20
p(16, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(18, s', z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = s + 1.   % line 21
p(17, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(18, s', z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = s + 2.   % line 23
p(18, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(19, s, z, $nd1, $nd2, $nd3, $nd4, $nd5', $nd6, $nd7, $nd8, $nd9, $nd10, $nd11).   % line 24
p(19, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(20, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), $nd5.   % line 24
p(19, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(21, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), not $nd5.   % line 24
p(20, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(22, s', z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = s + 1.   % line 25
p(21, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(22, s', z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = s + 2.   % line 27
p(22, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(23, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6', $nd7, $nd8, $nd9, $nd10, $nd11).   % line 28
p(23, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(24, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), $nd6.   % line 28
p(23, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(25, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), not $nd6.   % line 28
p(24, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(26, s', z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = s + 1.   % line 29
p(25, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(26, s', z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = s + 2.   % line 31
p(26, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(27, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7', $nd8, $nd9, $nd10, $nd11).   % line 32
p(27, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(28, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), $nd7.   % line 32
p(27, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(29, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), not $nd7.   % line 32
p(28, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(30, s', z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = s + 1.   % line 33
p(29, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(30, s', z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = s + 2.   % line 35
p(30, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(31, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8', $nd9, $nd10, $nd11).   % line 36
p(31, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(32, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), $nd8.   % line 36
p(31, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(33, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), not $nd8.   % line 36
p(32, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(34, s', z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = s + 1.   % line 37
p(33, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(34, s', z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = s + 2.   % line 39
p(34, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(35, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9', $nd10, $nd11).   % line 40
p(35, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(36, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), $nd9.   % line 40
p(35, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(37, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), not $nd9.   % line 40
p(36, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(38, s', z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = s + 1.   % line 41
p(37, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(38, s', z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = s + 2.   % line 43
p(38, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(39, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10', $nd11).   % line 44
p(39, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(40, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), $nd10.   % line 44
p(39, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(41, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), not $nd10.   % line 44
p(40, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(42, s', z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = s + 1.   % line 45
p(41, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(42, s', z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = s + 2.   % line 47
p(42, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(43, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11').   % line 48
p(43, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(44, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), $nd11.   % line 48
p(43, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(45, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), not $nd11.   % line 48
p(44, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(46, s', z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = s + 1.   % line 49
p(45, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(46, s', z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), s' = s + 2.   % line 51
p(46, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(47, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), ((s + z) > 20) and (z == 0).   % line 52
p(46, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11) :- p(1, s, z, $nd1, $nd2, $nd3, $nd4, $nd5, $nd6, $nd7, $nd8, $nd9, $nd10, $nd11), not (((s + z) > 20) and (z == 0)).   % line 52
