% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (s: str, main#1.text: str, $v1: bool, $v2: bool, $v3: bool, $v4: bool, $v5: bool, is_palindrome#1.s: str, is_palindrome#1.$ret: bool, $v6: bool, is_palindrome#2.s: str, is_palindrome#2.$ret: bool)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 21: s = "abcdef"
%     3  line 9: assert text[::2] == "02468" and text[1::2] == "13579" and text[::-1] == "9876543210"
%     4  ERROR: ValueError at line 9
%     5  line 9: assert text[::2] == "02468" and text[1::2] == "13579" and text[::-1] == "9876543210"
%     6  line 9: assert text[::2] == "02468" and text[1::2] == "13579" and text[::-1] == "9876543210"
%     7  line 9: assert text[::2] == "02468" and text[1::2] == "13579" and text[::-1] == "9876543210"
%     8  line 9: assert text[::2] == "02468" and text[1::2] == "13579" and text[::-1] == "9876543210"
%     9  ERROR: ValueError at line 9
%    10  line 9: assert text[::2] == "02468" and text[1::2] == "13579" and text[::-1] == "9876543210"
%    11  line 9: assert text[::2] == "02468" and text[1::2] == "13579" and text[::-1] == "9876543210"
%    12  line 9: assert text[::2] == "02468" and text[1::2] == "13579" and text[::-1] == "9876543210"
%    13  line 9: assert text[::2] == "02468" and text[1::2] == "13579" and text[::-1] == "9876543210"
%    14  ERROR: ValueError at line 9
%    15  line 9: assert text[::2] == "02468" and text[1::2] == "13579" and text[::-1] == "9876543210"
%    16  ERROR: AssertionError at line 9
%    17  line 10: assert text[8:2:-2] == "864" and text[-1:-4:-1] == "987" and text[100:0:-3] == "963"
%    18  ERROR: ValueError at line 10
%    19  line 10: assert text[8:2:-2] == "864" and text[-1:-4:-1] == "987" and text[100:0:-3] == "963"
%    20  line 10: assert text[8:2:-2] == "864" and text[-1:-4:-1] == "987" and text[100:0:-3] == "963"
%    21  line 10: assert text[8:2:-2] == "864" and text[-1:-4:-1] == "987" and text[100:0:-3] == "963"
%    22  line 10: assert text[8:2:-2] == "864" and text[-1:-4:-1] == "987" and text[100:0:-3] == "963"
%    23  ERROR: ValueError at line 10
%    24  line 10: assert text[8:2:-2] == "864" and text[-1:-4:-1] == "987" and text[100:0:-3] == "963"
%    25  line 10: assert text[8:2:-2] == "864" and text[-1:-4:-1] == "987" and text[100:0:-3] == "963"
%    26  line 10: assert text[8:2:-2] == "864" and text[-1:-4:-1] == "987" and text[100:0:-3] == "963"
%    27  line 10: assert text[8:2:-2] == "864" and text[-1:-4:-1] == "987" and text[100:0:-3] == "963"
%    28  ERROR: ValueError at line 10
%    29  line 10: assert text[8:2:-2] == "864" and text[-1:-4:-1] == "987" and text[100:0:-3] == "963"
%    30  ERROR: AssertionError at line 10
%    31  line 11: assert text[5:0:-1] == "54321" and text[:3:-4] == "95" and text[::None] == text
%    32  ERROR: ValueError at line 11
%    33  line 11: assert text[5:0:-1] == "54321" and text[:3:-4] == "95" and text[::None] == text
%    34  line 11: assert text[5:0:-1] == "54321" and text[:3:-4] == "95" and text[::None] == text
%    35  line 11: assert text[5:0:-1] == "54321" and text[:3:-4] == "95" and text[::None] == text
%    36  line 11: assert text[5:0:-1] == "54321" and text[:3:-4] == "95" and text[::None] == text
%    37  ERROR: ValueError at line 11
%    38  line 11: assert text[5:0:-1] == "54321" and text[:3:-4] == "95" and text[::None] == text
%    39  ERROR: AssertionError at line 11
%    40  line 12: assert is_palindrome("racecar") and not is_palindrome("ab")
%    41  line 4: return s == s[::-1]
%    42  line 12: assert is_palindrome("racecar") and not is_palindrome("ab")
%    43  ERROR: ValueError at line 4
%    44  line 4: return s == s[::-1]
%    45  line 12: assert is_palindrome("racecar") and not is_palindrome("ab")
%    46  line 12: assert is_palindrome("racecar") and not is_palindrome("ab")
%    47  line 12: assert is_palindrome("racecar") and not is_palindrome("ab")
%    48  line 4: return s == s[::-1]
%    49  line 12: assert is_palindrome("racecar") and not is_palindrome("ab")
%    50  line 4: return s == s[::-1]
%    51  ERROR: AssertionError at line 12
%    52  line 13: try:
%    53  line 15: assert False
%    54  ERROR: AssertionError at line 15
%    55  line 22: assert s[1:None] == "bcdef" and s[None:2] == "ab" and s[:True] == "a"
%    56  ERROR: AssertionError at line 22

p(0, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(3, s, main#1.text', $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), main#1.text' = (48, 49, 50, 51, 52, 53, 54, 55, 56, 57).   % line 8
p(2, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(55, s', main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), s' = (97, 98, 99, 100, 101, 102).   % line 21
p(3, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(5, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), True.   % line 9
p(3, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(4, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), False.   % line 9
p(5, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(6, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), True.   % line 9
p(5, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(7, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), False.   % line 9
p(6, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(10, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), True.   % line 9
p(6, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(9, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), False.   % line 9
p(7, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(8, s, main#1.text, $v1', $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), $v1' = True.   % line 9
p(8, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(11, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), $v1.   % line 9
p(8, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(12, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), not $v1.   % line 9
p(10, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(8, s, main#1.text, $v1', $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), $v1' = True.   % line 9
p(11, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(15, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), True.   % line 9
p(11, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(14, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), False.   % line 9
p(12, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(13, s, main#1.text, $v1, $v2', $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), $v2' = $v1.   % line 9
p(13, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(17, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), $v2.   % line 9
p(13, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(16, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), not $v2.   % line 9
p(15, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(13, s, main#1.text, $v1, $v2', $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), $v2' = True.   % line 9
p(17, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(19, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), True.   % line 10
p(17, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(18, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), False.   % line 10
p(19, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(20, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), True.   % line 10
p(19, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(21, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), False.   % line 10
p(20, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(24, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), True.   % line 10
p(20, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(23, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), False.   % line 10
p(21, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(22, s, main#1.text, $v1, $v2, $v3', $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), $v3' = True.   % line 10
p(22, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(25, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), $v3.   % line 10
p(22, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(26, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), not $v3.   % line 10
p(24, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(22, s, main#1.text, $v1, $v2, $v3', $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), $v3' = True.   % line 10
p(25, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(29, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), True.   % line 10
p(25, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(28, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), False.   % line 10
p(26, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(27, s, main#1.text, $v1, $v2, $v3, $v4', $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), $v4' = $v3.   % line 10
p(27, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(31, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), $v4.   % line 10
p(27, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(30, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), not $v4.   % line 10
p(29, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(27, s, main#1.text, $v1, $v2, $v3, $v4', $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), $v4' = True.   % line 10
p(31, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(33, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), True.   % line 11
p(31, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(32, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), False.   % line 11
p(33, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(34, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), True.   % line 11
p(33, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(35, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), False.   % line 11
p(34, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(38, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), True.   % line 11
p(34, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(37, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), False.   % line 11
p(35, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(36, s, main#1.text, $v1, $v2, $v3, $v4, $v5', is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), $v5' = True.   % line 11
p(36, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(40, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), $v5.   % line 11
p(36, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(39, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), not $v5.   % line 11
p(38, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(36, s, main#1.text, $v1, $v2, $v3, $v4, $v5', is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), $v5' = True.   % line 11
p(40, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(41, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s', is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), is_palindrome#1.s' = (114, 97, 99, 101, 99, 97, 114).   % line 12
p(41, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(44, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), True.   % line 4
p(41, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(43, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), False.   % line 4
p(42, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(45, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), True.   % line 12
p(42, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(46, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), False.   % line 12
p(44, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(42, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret', $v6, is_palindrome#2.s, is_palindrome#2.$ret), is_palindrome#1.$ret' = True.   % line 4
p(45, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(48, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s', is_palindrome#2.$ret), is_palindrome#2.s' = (97, 98).   % line 12
p(46, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(47, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6', is_palindrome#2.s, is_palindrome#2.$ret), $v6' = True.   % line 12
p(47, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(52, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), $v6.   % line 12
p(47, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(51, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), not $v6.   % line 12
p(48, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(50, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), True.   % line 4
p(48, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(43, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), False.   % line 4
p(49, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(47, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6', is_palindrome#2.s, is_palindrome#2.$ret), $v6' = not is_palindrome#2.$ret.   % line 12
p(50, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(49, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret'), is_palindrome#2.$ret' = (97, 98) == (98, 97).   % line 4
p(52, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(53, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), False.   % line 14
p(52, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(2, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), True.   % line 14
p(53, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(2, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), False.   % line 15
p(53, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(54, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), True.   % line 15
p(55, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(1, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), True.   % line 22
p(55, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret) :- p(56, s, main#1.text, $v1, $v2, $v3, $v4, $v5, is_palindrome#1.s, is_palindrome#1.$ret, $v6, is_palindrome#2.s, is_palindrome#2.$ret), False.   % line 22
