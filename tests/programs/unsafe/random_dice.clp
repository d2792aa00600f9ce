% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (a: int, b: int, roll#1.$ret: int, $nd1: int, roll#2.$ret: int, $nd2: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 8: a = roll()
%     3  ERROR: ValueError at line 6
%     4  line 6: return random.randint(1, 6)
%     5  line 6: return random.randint(1, 6)
%     6  line 6: return random.randint(1, 6)
%     7  line 9: b = roll()
%     8  line 9: b = roll()
%     9  line 6: return random.randint(1, 6)
%    10  line 6: return random.randint(1, 6)
%    11  line 6: return random.randint(1, 6)
%    12  line 10: assert 2 <= a + b <= 12
%    13  ERROR: AssertionError at line 10
%    14  line 11: assert a + b != 12
%    15  ERROR: AssertionError at line 11

p(0, a, b, roll#1.$ret, $nd1, roll#2.$ret, $nd2) :- p(4, a, b, roll#1.$ret, $nd1, roll#2.$ret, $nd2), True.   % line 6
p(0, a, b, roll#1.$ret, $nd1, roll#2.$ret, $nd2) :- p(3, a, b, roll#1.$ret, $nd1, roll#2.$ret, $nd2), False.   % line 6
p(2, a, b, roll#1.$ret, $nd1, roll#2.$ret, $nd2) :- p(7, a', b, roll#1.$ret, $nd1, roll#2.$ret, $nd2), a' = roll#1.$ret.   % line 8
p(4, a, b, roll#1.$ret, $nd1, roll#2.$ret, $nd2) :- p(5, a, b, roll#1.$ret, $nd1', roll#2.$ret, $nd2).   % line 6
p(5, a, b, roll#1.$ret, $nd1, roll#2.$ret, $nd2) :- p(6, a, b, roll#1.$ret, $nd1, roll#2.$ret, $nd2), (1 <= $nd1) and ($nd1 < 7).   % line 6
p(6, a, b, roll#1.$ret, $nd1, roll#2.$ret, $nd2) :- p(2, a, b, roll#1.$ret', $nd1, roll#2.$ret, $nd2), roll#1.$ret' = $nd1.   % line 6
p(7, a, b, roll#1.$ret, $nd1, roll#2.$ret, $nd2) :- p(9, a, b, roll#1.$ret, $nd1, roll#2.$ret, $nd2), True.   % line 6
p(7, a, b, roll#1.$ret, $nd1, roll#2.$ret, $nd2) :- p(3, a, b, roll#1.$ret, $nd1, roll#2.$ret, $nd2), False.   % line 6
p(8, a, b, roll#1.$ret, $nd1, roll#2.$ret, $nd2) :- p(12, a, b', roll#1.$ret, $nd1, roll#2.$ret, $nd2), b' = roll#2.$ret.   % line 9
p(9, a, b, roll#1.$ret, $nd1, roll#2.$ret, $nd2) :- p(10, a, b, roll#1.$ret, $nd1, roll#2.$ret, $nd2').   % line 6
p(10, a, b, roll#1.$ret, $nd1, roll#2.$ret, $nd2) :- p(11, a, b, roll#1.$ret, $nd1, roll#2.$ret, $nd2), (1 <= $nd2) and ($nd2 < 7).   % line 6
p(11, a, b, roll#1.$ret, $nd1, roll#2.$ret, $nd2) :- p(8, a, b, roll#1.$ret, $nd1, roll#2.$ret', $nd2), roll#2.$ret' = $nd2.   % line 6
p(12, a, b, roll#1.$ret, $nd1, roll#2.$ret, $nd2) :- p(14, a, b, roll#1.$ret, $nd1, roll#2.$ret, $nd2), (2 <= (a + b)) and ((a + b) <= 12).   % line 10
p(12, a, b, roll#1.$ret, $nd1, roll#2.$ret, $nd2) :- p(13, a, b, roll#1.$ret, $nd1, roll#2.$ret, $nd2), not ((2 <= (a + b)) and ((a + b) <= 12)).   % line 10
p(14, a, b, roll#1.$ret, $nd1, roll#2.$ret, $nd2) :- p(1, a, b, roll#1.$ret, $nd1, roll#2.$ret, $nd2), (a + b) != 12.   % line 11
p(14, a, b, roll#1.$ret, $nd1, roll#2.$ret, $nd2) :- p(15, a, b, roll#1.$ret, $nd1, roll#2.$ret, $nd2), (a + b) == 12.   % line 11
