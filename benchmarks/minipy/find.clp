% CLP transition rules of main(needle, haystack)
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (haystack: tuple, needle: int, r: int, find#1.haystack: tuple, find#1.i: int, find#1.needle: int, find#1.$ret: int, $v1: bool)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 4: i = 0
%     3  line 15: r = find(needle, haystack)
%     4  line 5: while i < len(haystack):
%     5  line 6: if haystack[i] == needle:
%     6  line 10: return -1
%     7  line 11: return i
%     8  ERROR: IndexError at line 6
%     9  line 6: if haystack[i] == needle:
%    10  line 8: i = i + 1
%    11  line 16: assert r == -1 or haystack[r] == needle
%    12  line 16: assert r == -1 or haystack[r] == needle
%    13  line 16: assert r == -1 or haystack[r] == needle
%    14  line 16: assert r == -1 or haystack[r] == needle
%    15  ERROR: IndexError at line 16
%    16  line 16: assert r == -1 or haystack[r] == needle
%    17  ERROR: AssertionError at line 16

p(0, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1) :- p(2, haystack, needle, r, find#1.haystack', find#1.i, find#1.needle', find#1.$ret, $v1), find#1.needle' = needle, find#1.haystack' = haystack.   % line 15
p(2, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1) :- p(4, haystack, needle, r, find#1.haystack, find#1.i', find#1.needle, find#1.$ret, $v1), find#1.i' = 0.   % line 4
p(3, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1) :- p(11, haystack, needle, r', find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1), r' = find#1.$ret.   % line 15
p(4, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1) :- p(5, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1), find#1.i < len(find#1.haystack).   % line 5
p(4, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1) :- p(6, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1), find#1.i >= len(find#1.haystack).   % line 5
p(5, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1) :- p(9, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1), ((-len(find#1.haystack)) <= find#1.i) and (find#1.i < len(find#1.haystack)).   % line 6
p(5, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1) :- p(8, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1), not (((-len(find#1.haystack)) <= find#1.i) and (find#1.i < len(find#1.haystack))).   % line 6
p(6, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1) :- p(3, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret', $v1), find#1.$ret' = -1.   % line 10
p(7, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1) :- p(3, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret', $v1), find#1.$ret' = find#1.i.   % line 11
p(9, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1) :- p(7, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1), find#1.haystack[find#1.i] == find#1.needle.   % line 6
p(9, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1) :- p(10, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1), find#1.haystack[find#1.i] != find#1.needle.   % line 6
p(10, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1) :- p(4, haystack, needle, r, find#1.haystack, find#1.i', find#1.needle, find#1.$ret, $v1), find#1.i' = find#1.i + 1.   % line 8
p(11, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1) :- p(12, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1), r == (-1).   % line 16
p(11, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1) :- p(13, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1), r != (-1).   % line 16
p(12, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1) :- p(14, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1'), $v1' = r == (-1).   % line 16
p(13, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1) :- p(16, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1), ((-len(haystack)) <= r) and (r < len(haystack)).   % line 16
p(13, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1) :- p(15, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1), not (((-len(haystack)) <= r) and (r < len(haystack))).   % line 16
p(14, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1) :- p(1, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1), $v1.   % line 16
p(14, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1) :- p(17, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1), not $v1.   % line 16
p(16, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1) :- p(14, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1'), $v1' = haystack[r] == needle.   % line 16
