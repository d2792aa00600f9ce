% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = ($nd1: str, $nd2: str, main#1.s: str, main#1.t: str, $v3: bool)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 11: main(nondet_str(), nondet_str())
%     3  line 11: main(nondet_str(), nondet_str())
%     4  line 4: assert s[::-1][::-1] == s
%     5  ERROR: ValueError at line 4
%     6  line 4: assert s[::-1][::-1] == s
%     7  ERROR: ValueError at line 4
%     8  line 4: assert s[::-1][::-1] == s
%     9  ERROR: AssertionError at line 4
%    10  line 5: assert len(s[1::2]) == len(s) // 2
%    11  ERROR: ValueError at line 5
%    12  line 5: assert len(s[1::2]) == len(s) // 2
%    13  ERROR: AssertionError at line 5
%    14  line 6: assert (s + t)[::-1] == t[::-1] + s[::-1]
%    15  ERROR: ValueError at line 6
%    16  line 6: assert (s + t)[::-1] == t[::-1] + s[::-1]
%    17  ERROR: ValueError at line 6
%    18  line 6: assert (s + t)[::-1] == t[::-1] + s[::-1]
%    19  ERROR: ValueError at line 6
%    20  line 6: assert (s + t)[::-1] == t[::-1] + s[::-1]
%    21  ERROR: AssertionError at line 6
%    22  line 7: if len(s) > 3:
%    23  line 8: assert s[::-2][0] == s[-1] and s[1::2][1] == s[3]
%    24  ERROR: ValueError at line 8
%    25  line 8: assert s[::-2][0] == s[-1] and s[1::2][1] == s[3]
%    26  ERROR: IndexError at line 8
%    27  line 8: assert s[::-2][0] == s[-1] and s[1::2][1] == s[3]
%    28  ERROR: IndexError at line 8
%    29  line 8: assert s[::-2][0] == s[-1] and s[1::2][1] == s[3]
%    30  line 8: assert s[::-2][0] == s[-1] and s[1::2][1] == s[3]
%    31  line 8: assert s[::-2][0] == s[-1] and s[1::2][1] == s[3]
%    32  line 8: assert s[::-2][0] == s[-1] and s[1::2][1] == s[3]
%    33  ERROR: ValueError at line 8
%    34  line 8: assert s[::-2][0] == s[-1] and s[1::2][1] == s[3]
%    35  ERROR: IndexError at line 8
%    36  line 8: assert s[::-2][0] == s[-1] and s[1::2][1] == s[3]
%    37  ERROR: IndexError at line 8
%    38  line 8: assert s[::-2][0] == s[-1] and s[1::2][1] == s[3]
%    39  ERROR: AssertionError at line 8

p(0, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(2, $nd1', $nd2, main#1.s, main#1.t, $v3).   % line 11
p(2, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(3, $nd1, $nd2', main#1.s, main#1.t, $v3).   % line 11
p(3, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(4, $nd1, $nd2, main#1.s', main#1.t', $v3), main#1.s' = $nd1, main#1.t' = $nd2.   % line 11
p(4, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(6, $nd1, $nd2, main#1.s, main#1.t, $v3), True.   % line 4
p(4, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(5, $nd1, $nd2, main#1.s, main#1.t, $v3), False.   % line 4
p(6, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(8, $nd1, $nd2, main#1.s, main#1.t, $v3), True.   % line 4
p(6, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(7, $nd1, $nd2, main#1.s, main#1.t, $v3), False.   % line 4
p(8, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(10, $nd1, $nd2, main#1.s, main#1.t, $v3), (step_slice(step_slice(main#1.s, -1), -1)) == main#1.s.   % line 4
p(8, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(9, $nd1, $nd2, main#1.s, main#1.t, $v3), (step_slice(step_slice(main#1.s, -1), -1)) != main#1.s.   % line 4
p(10, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(12, $nd1, $nd2, main#1.s, main#1.t, $v3), True.   % line 5
p(10, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(11, $nd1, $nd2, main#1.s, main#1.t, $v3), False.   % line 5
p(12, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(14, $nd1, $nd2, main#1.s, main#1.t, $v3), len(step_slice(main#1.s, 1, 2)) == (len(main#1.s) // 2).   % line 5
p(12, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(13, $nd1, $nd2, main#1.s, main#1.t, $v3), len(step_slice(main#1.s, 1, 2)) != (len(main#1.s) // 2).   % line 5
p(14, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(16, $nd1, $nd2, main#1.s, main#1.t, $v3), True.   % line 6
p(14, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(15, $nd1, $nd2, main#1.s, main#1.t, $v3), False.   % line 6
p(16, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(18, $nd1, $nd2, main#1.s, main#1.t, $v3), True.   % line 6
p(16, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(17, $nd1, $nd2, main#1.s, main#1.t, $v3), False.   % line 6
p(18, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(20, $nd1, $nd2, main#1.s, main#1.t, $v3), True.   % line 6
p(18, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(19, $nd1, $nd2, main#1.s, main#1.t, $v3), False.   % line 6
p(20, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(22, $nd1, $nd2, main#1.s, main#1.t, $v3), (step_slice(main#1.s + main#1.t, -1)) == ((step_slice(main#1.t, -1)) + (step_slice(main#1.s, -1))).   % line 6
p(20, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(21, $nd1, $nd2, main#1.s, main#1.t, $v3), (step_slice(main#1.s + main#1.t, -1)) != ((step_slice(main#1.t, -1)) + (step_slice(main#1.s, -1))).   % line 6
p(22, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(23, $nd1, $nd2, main#1.s, main#1.t, $v3), len(main#1.s) > 3.   % line 7
p(22, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(1, $nd1, $nd2, main#1.s, main#1.t, $v3), len(main#1.s) <= 3.   % line 7
p(23, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(25, $nd1, $nd2, main#1.s, main#1.t, $v3), True.   % line 8
p(23, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(24, $nd1, $nd2, main#1.s, main#1.t, $v3), False.   % line 8
p(25, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(27, $nd1, $nd2, main#1.s, main#1.t, $v3), ((-len(step_slice(main#1.s, -2))) <= 0) and (0 < len(step_slice(main#1.s, -2))).   % line 8
p(25, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(26, $nd1, $nd2, main#1.s, main#1.t, $v3), not (((-len(step_slice(main#1.s, -2))) <= 0) and (0 < len(step_slice(main#1.s, -2)))).   % line 8
p(27, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(29, $nd1, $nd2, main#1.s, main#1.t, $v3), ((-len(main#1.s)) <= (-1)) and ((-1) < len(main#1.s)).   % line 8
p(27, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(28, $nd1, $nd2, main#1.s, main#1.t, $v3), not (((-len(main#1.s)) <= (-1)) and ((-1) < len(main#1.s))).   % line 8
p(29, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(30, $nd1, $nd2, main#1.s, main#1.t, $v3), (step_slice(main#1.s, -2))[0] == main#1.s[-1].   % line 8
p(29, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(31, $nd1, $nd2, main#1.s, main#1.t, $v3), (step_slice(main#1.s, -2))[0] != main#1.s[-1].   % line 8
p(30, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(34, $nd1, $nd2, main#1.s, main#1.t, $v3), True.   % line 8
p(30, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(33, $nd1, $nd2, main#1.s, main#1.t, $v3), False.   % line 8
p(31, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(32, $nd1, $nd2, main#1.s, main#1.t, $v3'), $v3' = (step_slice(main#1.s, -2))[0] == main#1.s[-1].   % line 8
p(32, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(1, $nd1, $nd2, main#1.s, main#1.t, $v3), $v3.   % line 8
p(32, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(39, $nd1, $nd2, main#1.s, main#1.t, $v3), not $v3.   % line 8
p(34, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(36, $nd1, $nd2, main#1.s, main#1.t, $v3), ((-len(step_slice(main#1.s, 1, 2))) <= 1) and (1 < len(step_slice(main#1.s, 1, 2))).   % line 8
p(34, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(35, $nd1, $nd2, main#1.s, main#1.t, $v3), not (((-len(step_slice(main#1.s, 1, 2))) <= 1) and (1 < len(step_slice(main#1.s, 1, 2)))).   % line 8
p(36, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(38, $nd1, $nd2, main#1.s, main#1.t, $v3), ((-len(main#1.s)) <= 3) and (3 < len(main#1.s)).   % line 8
p(36, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(37, $nd1, $nd2, main#1.s, main#1.t, $v3), not (((-len(main#1.s)) <= 3) and (3 < len(main#1.s))).   % line 8
p(38, $nd1, $nd2, main#1.s, main#1.t, $v3) :- p(32, $nd1, $nd2, main#1.s, main#1.t, $v3'), $v3' = (step_slice(main#1.s, 1, 2))[1] == main#1.s[3].   % line 8
