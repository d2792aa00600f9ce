% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (main#1.caught: int, main#1.p: str, $strs1: tuple, $strs1$chars: str, $i2: int, read_file#1.path: str, read_file#1.$ret: str)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 13: for p in ("", "/root", "a.txt"):
%     3  line 13: for p in ("", "/root", "a.txt"):
%     4  line 13: for p in ("", "/root", "a.txt"):
%     5  line 13: for p in ("", "/root", "a.txt"):
%     6  line 18: assert caught == 2
%     7  line 14: try:
%     8  line 16: except OSError:
%     9  line 4: if not path:
%    10  line 15: assert read_file(p) == "content"
%    11  line 6: if path == "/root":
%    12  line 8: return "content"
%    13  ERROR: AssertionError at line 15
%    14  ERROR: AssertionError at line 18
%    15  line 21: except OSError:
%    16  line 23: assert caught == 3
%    17  ERROR: AssertionError at line 23

p(0, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret) :- p(2, main#1.caught', main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret), main#1.caught' = 0.   % line 12
p(2, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret) :- p(3, main#1.caught, main#1.p, $strs1', $strs1$chars', $i2, read_file#1.path, read_file#1.$ret), $strs1' = (0, 5, 10), $strs1$chars' = (47, 114, 111, 111, 116, 97, 46, 116, 120, 116).   % line 13
p(3, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret) :- p(4, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2', read_file#1.path, read_file#1.$ret), $i2' = 0.   % line 13
p(4, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret) :- p(5, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret), $i2 < 3.   % line 13
p(4, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret) :- p(6, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret), $i2 >= 3.   % line 13
p(5, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret) :- p(7, main#1.caught, main#1.p', $strs1, $strs1$chars, $i2', read_file#1.path, read_file#1.$ret), main#1.p' = (47, 114, 111, 111, 116, 97, 46, 116, 120, 116)[0 if ($i2 == 0) else (0, 5, 10)[$i2 - 1]:(0, 5, 10)[$i2]], $i2' = $i2 + 1.   % line 13
p(6, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret) :- p(15, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret), main#1.caught == 2.   % line 18
p(6, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret) :- p(14, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret), main#1.caught != 2.   % line 18
p(7, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret) :- p(9, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path', read_file#1.$ret), read_file#1.path' = main#1.p.   % line 15
p(8, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret) :- p(4, main#1.caught', main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret), main#1.caught' = main#1.caught + 1.   % line 17
p(9, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret) :- p(8, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret), len(read_file#1.path) == 0.   % line 4
p(9, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret) :- p(11, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret), len(read_file#1.path) != 0.   % line 4
p(10, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret) :- p(4, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret), True.   % line 15
p(10, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret) :- p(13, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret), False.   % line 15
p(11, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret) :- p(8, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret), (len(read_file#1.path) == 5) and (read_file#1.path[0] == 47) and (read_file#1.path[1] == 114) and (read_file#1.path[2] == 111) and (read_file#1.path[3] == 111) and (read_file#1.path[4] == 116).   % line 6
p(11, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret) :- p(12, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret), not ((len(read_file#1.path) == 5) and (read_file#1.path[0] == 47) and (read_file#1.path[1] == 114) and (read_file#1.path[2] == 111) and (read_file#1.path[3] == 111) and (read_file#1.path[4] == 116)).   % line 6
p(12, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret) :- p(10, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret'), read_file#1.$ret' = (99, 111, 110, 116, 101, 110, 116).   % line 8
p(15, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret) :- p(16, main#1.caught', main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret), main#1.caught' = main#1.caught + 1.   % line 22
p(16, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret) :- p(1, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret), main#1.caught == 3.   % line 23
p(16, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret) :- p(17, main#1.caught, main#1.p, $strs1, $strs1$chars, $i2, read_file#1.path, read_file#1.$ret), main#1.caught != 3.   % line 23
