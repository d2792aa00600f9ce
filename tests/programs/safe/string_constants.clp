% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (word: str, $in.1: int, $in.2: int, $v3: bool, $c.4: int, $in.5: int, $in.6: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  ERROR: AssertionError at line 5
%     3  line 6: assert string.printable == string.digits + string.ascii_letters + string.punctuation + string.whitespace
%     4  ERROR: AssertionError at line 6
%     5  line 7: assert len(string.punctuation) == 32 and "\\" in string.punctuation and '"' in string.punctuation
%     6  ERROR: AssertionError at line 7
%     7  line 8: assert string.whitespace == " \t\n\r\x0b\x0c"
%     8  ERROR: AssertionError at line 8
%     9  line 9: assert string.hexdigits == "0123456789abcdefABCDEF" and string.octdigits == "01234567"
%    10  ERROR: AssertionError at line 9
%    11  line 10: assert string.digits.isdigit() and string.ascii_uppercase.isupper()
%    12  line 10: assert string.digits.isdigit() and string.ascii_uppercase.isupper()
%    13  line 10: assert string.digits.isdigit() and string.ascii_uppercase.isupper()
%    14  line 10: assert string.digits.isdigit() and string.ascii_uppercase.isupper()
%    15  ERROR: AssertionError at line 10
%    16  line 11: word = "Tracer"
%    17  line 12: assert all(c in string.ascii_letters for c in word)
%    18  ERROR: AssertionError at line 12
%    19  line 13: assert word[0] in string.ascii_uppercase
%    20  ERROR: IndexError at line 13
%    21  line 13: assert word[0] in string.ascii_uppercase
%    22  ERROR: AssertionError at line 13

p(0, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6) :- p(3, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6), True.   % line 5
p(0, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6) :- p(2, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6), False.   % line 5
p(3, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6) :- p(5, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6), True.   % line 6
p(3, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6) :- p(4, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6), False.   % line 6
p(5, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6) :- p(7, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6), True.   % line 7
p(5, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6) :- p(6, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6), False.   % line 7
p(7, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6) :- p(9, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6), True.   % line 8
p(7, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6) :- p(8, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6), False.   % line 8
p(9, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6) :- p(11, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6), True.   % line 9
p(9, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6) :- p(10, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6), False.   % line 9
p(11, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6) :- p(12, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6), True.   % line 10
p(11, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6) :- p(13, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6), False.   % line 10
p(12, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6) :- p(14, word, $in.1, $in.2, $v3', $c.4, $in.5, $in.6), $v3' = True.   % line 10
p(13, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6) :- p(14, word, $in.1, $in.2, $v3', $c.4, $in.5, $in.6), $v3' = True.   % line 10
p(14, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6) :- p(16, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6), $v3.   % line 10
p(14, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6) :- p(15, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6), not $v3.   % line 10
p(16, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6) :- p(17, word', $in.1, $in.2, $v3, $c.4, $in.5, $in.6), word' = (84, 114, 97, 99, 101, 114).   % line 11
p(17, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6) :- p(19, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6), True.   % line 12
p(17, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6) :- p(18, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6), False.   % line 12
p(19, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6) :- p(21, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6), True.   % line 13
p(19, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6) :- p(20, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6), False.   % line 13
p(21, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6) :- p(1, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6), True.   % line 13
p(21, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6) :- p(22, word, $in.1, $in.2, $v3, $c.4, $in.5, $in.6), False.   % line 13
