% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = ($nd1: str, $nd2: str, main#1.i: int, main#1.s: str, main#1.t: str, $v3: bool)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 14: main(nondet_str(), nondet_str())
%     3  line 14: main(nondet_str(), nondet_str())
%     4  line 4: i = s.find(t)
%     5  line 5: if i >= 0:
%     6  line 6: assert s[i:i + len(t)] == t
%     7  line 7: assert s.find("") == 0 and s.rfind("") == len(s)
%     8  ERROR: AssertionError at line 6
%     9  line 7: assert s.find("") == 0 and s.rfind("") == len(s)
%    10  line 7: assert s.find("") == 0 and s.rfind("") == len(s)
%    11  line 7: assert s.find("") == 0 and s.rfind("") == len(s)
%    12  ERROR: AssertionError at line 7
%    13  line 8: assert (s < t) != (s >= t)
%    14  ERROR: AssertionError at line 8
%    15  line 9: assert s <= s + t
%    16  ERROR: AssertionError at line 9
%    17  line 10: assert s[::-1][::-1] == s
%    18  ERROR: ValueError at line 10
%    19  line 10: assert s[::-1][::-1] == s
%    20  ERROR: ValueError at line 10
%    21  line 10: assert s[::-1][::-1] == s
%    22  ERROR: AssertionError at line 10
%    23  line 11: assert len(s[1::2]) == len(s) // 2
%    24  ERROR: ValueError at line 11
%    25  line 11: assert len(s[1::2]) == len(s) // 2
%    26  ERROR: AssertionError at line 11

p(0, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3) :- p(2, $nd1', $nd2, main#1.i, main#1.s, main#1.t, $v3).   % line 14
p(2, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3) :- p(3, $nd1, $nd2', main#1.i, main#1.s, main#1.t, $v3).   % line 14
p(3, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3) :- p(4, $nd1, $nd2, main#1.i, main#1.s', main#1.t', $v3), main#1.s' = $nd1, main#1.t' = $nd2.   % line 14
p(4, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3) :- p(5, $nd1, $nd2, main#1.i', main#1.s, main#1.t, $v3), main#1.i' = find(main#1.s, main#1.t).   % line 4
p(5, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3) :- p(6, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3), main#1.i >= 0.   % line 5
p(5, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3) :- p(7, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3), main#1.i < 0.   % line 5
p(6, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3) :- p(7, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3), main#1.s[main#1.i:main#1.i + len(main#1.t)] == main#1.t.   % line 6
p(6, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3) :- p(8, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3), main#1.s[main#1.i:main#1.i + len(main#1.t)] != main#1.t.   % line 6
p(7, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3) :- p(9, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3), (find(main#1.s, ())) == 0.   % line 7
p(7, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3) :- p(10, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3), (find(main#1.s, ())) != 0.   % line 7
p(9, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3) :- p(11, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3'), $v3' = (rfind(main#1.s, ())) == len(main#1.s).   % line 7
p(10, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3) :- p(11, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3'), $v3' = (find(main#1.s, ())) == 0.   % line 7
p(11, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3) :- p(13, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3), $v3.   % line 7
p(11, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3) :- p(12, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3), not $v3.   % line 7
p(13, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3) :- p(15, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3), (less(main#1.s, main#1.t)) != (not (less(main#1.s, main#1.t))).   % line 8
p(13, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3) :- p(14, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3), (less(main#1.s, main#1.t)) == (not (less(main#1.s, main#1.t))).   % line 8
p(15, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3) :- p(17, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3), not (less(main#1.s + main#1.t, main#1.s)).   % line 9
p(15, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3) :- p(16, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3), less(main#1.s + main#1.t, main#1.s).   % line 9
p(17, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3) :- p(19, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3), True.   % line 10
p(17, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3) :- p(18, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3), False.   % line 10
p(19, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3) :- p(21, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3), True.   % line 10
p(19, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3) :- p(20, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3), False.   % line 10
p(21, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3) :- p(23, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3), (step_slice(step_slice(main#1.s, -1), -1)) == main#1.s.   % line 10
p(21, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3) :- p(22, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3), (step_slice(step_slice(main#1.s, -1), -1)) != main#1.s.   % line 10
p(23, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3) :- p(25, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3), True.   % line 11
p(23, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3) :- p(24, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3), False.   % line 11
p(25, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3) :- p(1, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3), len(step_slice(main#1.s, 1, 2)) == (len(main#1.s) // 2).   % line 11
p(25, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3) :- p(26, $nd1, $nd2, main#1.i, main#1.s, main#1.t, $v3), len(step_slice(main#1.s, 1, 2)) != (len(main#1.s) // 2).   % line 11
