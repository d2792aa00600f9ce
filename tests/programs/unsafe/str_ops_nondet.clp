% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (c: str, s: str, t: str, $nd1: str, $v2: bool, $in.3: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 4: s = nondet_str()
%     3  line 5: t = s + "!"
%     4  line 6: assert t[-1] == "!"
%     5  ERROR: IndexError at line 6
%     6  line 6: assert t[-1] == "!"
%     7  ERROR: AssertionError at line 6
%     8  line 7: assert len(t) == len(s) + 1
%     9  ERROR: AssertionError at line 7
%    10  line 8: if len(s) >= 2 and s[0] == s[-1]:
%    11  line 8: if len(s) >= 2 and s[0] == s[-1]:
%    12  line 8: if len(s) >= 2 and s[0] == s[-1]:
%    13  line 8: if len(s) >= 2 and s[0] == s[-1]:
%    14  ERROR: IndexError at line 8
%    15  line 8: if len(s) >= 2 and s[0] == s[-1]:
%    16  ERROR: IndexError at line 8
%    17  line 8: if len(s) >= 2 and s[0] == s[-1]:
%    18  line 9: assert s[1:-1] in s
%    19  ERROR: AssertionError at line 9
%    20  line 10: c = s[0]
%    21  ERROR: IndexError at line 10
%    22  line 10: c = s[0]
%    23  line 11: assert chr(ord(c)) == c
%    24  ERROR: TypeError at line 11
%    25  line 11: assert chr(ord(c)) == c
%    26  line 11: assert chr(ord(c)) == c
%    27  ERROR: ValueError at line 11
%    28  line 11: assert chr(ord(c)) == c
%    29  ERROR: AssertionError at line 11
%    30  line 12: if ord(c) > 0x2FFFF:
%    31  ERROR: TypeError at line 12
%    32  line 12: if ord(c) > 0x2FFFF:
%    33  line 12: if ord(c) > 0x2FFFF:
%    34  line 13: assert c in "abc"
%    35  ERROR: AssertionError at line 13

p(0, c, s, t, $nd1, $v2, $in.3) :- p(2, c, s, t, $nd1', $v2, $in.3).   % line 4
p(2, c, s, t, $nd1, $v2, $in.3) :- p(3, c, s', t, $nd1, $v2, $in.3), s' = $nd1.   % line 4
p(3, c, s, t, $nd1, $v2, $in.3) :- p(4, c, s, t', $nd1, $v2, $in.3), t' = s + (33,).   % line 5
p(4, c, s, t, $nd1, $v2, $in.3) :- p(6, c, s, t, $nd1, $v2, $in.3), ((-len(t)) <= (-1)) and ((-1) < len(t)).   % line 6
p(4, c, s, t, $nd1, $v2, $in.3) :- p(5, c, s, t, $nd1, $v2, $in.3), not (((-len(t)) <= (-1)) and ((-1) < len(t))).   % line 6
p(6, c, s, t, $nd1, $v2, $in.3) :- p(8, c, s, t, $nd1, $v2, $in.3), t[-1] == 33.   % line 6
p(6, c, s, t, $nd1, $v2, $in.3) :- p(7, c, s, t, $nd1, $v2, $in.3), t[-1] != 33.   % line 6
p(8, c, s, t, $nd1, $v2, $in.3) :- p(10, c, s, t, $nd1, $v2, $in.3), len(t) == (len(s) + 1).   % line 7
p(8, c, s, t, $nd1, $v2, $in.3) :- p(9, c, s, t, $nd1, $v2, $in.3), len(t) != (len(s) + 1).   % line 7
p(10, c, s, t, $nd1, $v2, $in.3) :- p(11, c, s, t, $nd1, $v2, $in.3), len(s) >= 2.   % line 8
p(10, c, s, t, $nd1, $v2, $in.3) :- p(12, c, s, t, $nd1, $v2, $in.3), len(s) < 2.   % line 8
p(11, c, s, t, $nd1, $v2, $in.3) :- p(15, c, s, t, $nd1, $v2, $in.3), ((-len(s)) <= 0) and (0 < len(s)).   % line 8
p(11, c, s, t, $nd1, $v2, $in.3) :- p(14, c, s, t, $nd1, $v2, $in.3), not (((-len(s)) <= 0) and (0 < len(s))).   % line 8
p(12, c, s, t, $nd1, $v2, $in.3) :- p(13, c, s, t, $nd1, $v2', $in.3), $v2' = len(s) >= 2.   % line 8
p(13, c, s, t, $nd1, $v2, $in.3) :- p(18, c, s, t, $nd1, $v2, $in.3), $v2.   % line 8
p(13, c, s, t, $nd1, $v2, $in.3) :- p(1, c, s, t, $nd1, $v2, $in.3), not $v2.   % line 8
p(15, c, s, t, $nd1, $v2, $in.3) :- p(17, c, s, t, $nd1, $v2, $in.3), ((-len(s)) <= (-1)) and ((-1) < len(s)).   % line 8
p(15, c, s, t, $nd1, $v2, $in.3) :- p(16, c, s, t, $nd1, $v2, $in.3), not (((-len(s)) <= (-1)) and ((-1) < len(s))).   % line 8
p(17, c, s, t, $nd1, $v2, $in.3) :- p(13, c, s, t, $nd1, $v2', $in.3), $v2' = s[0] == s[-1].   % line 8
p(18, c, s, t, $nd1, $v2, $in.3) :- p(20, c, s, t, $nd1, $v2, $in.3), any(s[$in.3:$in.3 + len(s[1:-1])] == s[1:-1] for $in.3 in range(0, (len(s) - len(s[1:-1])) + 1)).   % line 9
p(18, c, s, t, $nd1, $v2, $in.3) :- p(19, c, s, t, $nd1, $v2, $in.3), not any(s[$in.3:$in.3 + len(s[1:-1])] == s[1:-1] for $in.3 in range(0, (len(s) - len(s[1:-1])) + 1)).   % line 9
p(20, c, s, t, $nd1, $v2, $in.3) :- p(22, c, s, t, $nd1, $v2, $in.3), ((-len(s)) <= 0) and (0 < len(s)).   % line 10
p(20, c, s, t, $nd1, $v2, $in.3) :- p(21, c, s, t, $nd1, $v2, $in.3), not (((-len(s)) <= 0) and (0 < len(s))).   % line 10
p(22, c, s, t, $nd1, $v2, $in.3) :- p(23, c', s, t, $nd1, $v2, $in.3), c' = (s[0],).   % line 10
p(23, c, s, t, $nd1, $v2, $in.3) :- p(25, c, s, t, $nd1, $v2, $in.3), len(c) == 1.   % line 11
p(23, c, s, t, $nd1, $v2, $in.3) :- p(24, c, s, t, $nd1, $v2, $in.3), len(c) != 1.   % line 11
p(25, c, s, t, $nd1, $v2, $in.3) :- p(26, c, s, t, $nd1, $v2, $in.3), (0 <= c[0]) and (c[0] <= 1114111).   % line 11
p(26, c, s, t, $nd1, $v2, $in.3) :- p(28, c, s, t, $nd1, $v2, $in.3), (0 <= c[0]) and (c[0] <= 1114111).   % line 11
p(26, c, s, t, $nd1, $v2, $in.3) :- p(27, c, s, t, $nd1, $v2, $in.3), not ((0 <= c[0]) and (c[0] <= 1114111)).   % line 11
p(28, c, s, t, $nd1, $v2, $in.3) :- p(30, c, s, t, $nd1, $v2, $in.3), len(c) == 1.   % line 11
p(28, c, s, t, $nd1, $v2, $in.3) :- p(29, c, s, t, $nd1, $v2, $in.3), len(c) != 1.   % line 11
p(30, c, s, t, $nd1, $v2, $in.3) :- p(32, c, s, t, $nd1, $v2, $in.3), len(c) == 1.   % line 12
p(30, c, s, t, $nd1, $v2, $in.3) :- p(31, c, s, t, $nd1, $v2, $in.3), len(c) != 1.   % line 12
p(32, c, s, t, $nd1, $v2, $in.3) :- p(33, c, s, t, $nd1, $v2, $in.3), (0 <= c[0]) and (c[0] <= 1114111).   % line 12
p(33, c, s, t, $nd1, $v2, $in.3) :- p(34, c, s, t, $nd1, $v2, $in.3), c[0] > 196607.   % line 12
p(33, c, s, t, $nd1, $v2, $in.3) :- p(1, c, s, t, $nd1, $v2, $in.3), c[0] <= 196607.   % line 12
p(34, c, s, t, $nd1, $v2, $in.3) :- p(1, c, s, t, $nd1, $v2, $in.3), (len(c) == 0) or ((len(c) == 1) and (c[0] == 97)) or ((len(c) == 2) and (c[0] == 97) and (c[1] == 98)) or ((len(c) == 3) and (c[0] == 97) and (c[1] == 98) and (c[2] == 99)) or ((len(c) == 1) and (c[0] == 98)) or ((len(c) == 2) and (c[0] == 98) and (c[1] == 99)) or ((len(c) == 1) and (c[0] == 99)).   % line 13
p(34, c, s, t, $nd1, $v2, $in.3) :- p(35, c, s, t, $nd1, $v2, $in.3), not ((len(c) == 0) or ((len(c) == 1) and (c[0] == 97)) or ((len(c) == 2) and (c[0] == 97) and (c[1] == 98)) or ((len(c) == 3) and (c[0] == 97) and (c[1] == 98) and (c[2] == 99)) or ((len(c) == 1) and (c[0] == 98)) or ((len(c) == 2) and (c[0] == 98) and (c[1] == 99)) or ((len(c) == 1) and (c[0] == 99))).   % line 13
