% CLP transition rules of main(needle, haystack)
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (haystack: tuple, needle: int, r: int, find#1.haystack: tuple, find#1.i: int, find#1.needle: int, find#1.$ret: int, $v1: bool, $v2: bool)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 7: i = 0
%     3  line 19: r = find(needle, haystack)
%     4  line 8: while i < len(haystack):
%     5  line 9: invariant(0 <= i and i <= len(haystack))
%     6  line 14: return -1
%     7  line 15: return i
%     8  ERROR: AssertionError at line 9
%     9  line 10: if haystack[i] == needle:
%    10  ERROR: IndexError at line 10
%    11  line 10: if haystack[i] == needle:
%    12  line 12: i = i + 1
%    13  line 20: assert r == -1 or (0 <= r and r < len(haystack) and haystack[r] == needle)
%    14  line 20: assert r == -1 or (0 <= r and r < len(haystack) and haystack[r] == needle)
%    15  line 20: assert r == -1 or (0 <= r and r < len(haystack) and haystack[r] == needle)
%    16  line 20: assert r == -1 or (0 <= r and r < len(haystack) and haystack[r] == needle)
%    17  line 20: assert r == -1 or (0 <= r and r < len(haystack) and haystack[r] == needle)
%    18  line 20: assert r == -1 or (0 <= r and r < len(haystack) and haystack[r] == needle)
%    19  line 20: assert r == -1 or (0 <= r and r < len(haystack) and haystack[r] == needle)
%    20  ERROR: IndexError at line 20
%    21  line 20: assert r == -1 or (0 <= r and r < len(haystack) and haystack[r] == needle)
%    22  ERROR: AssertionError at line 20

p(0, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2) :- p(2, haystack, needle, r, find#1.haystack', find#1.i, find#1.needle', find#1.$ret, $v1, $v2), find#1.needle' = needle, find#1.haystack' = haystack.   % line 19
p(2, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2) :- p(4, haystack, needle, r, find#1.haystack, find#1.i', find#1.needle, find#1.$ret, $v1, $v2), find#1.i' = 0.   % line 7
p(3, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2) :- p(13, haystack, needle, r', find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2), r' = find#1.$ret.   % line 19
p(4, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2) :- p(5, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2), find#1.i < len(find#1.haystack).   % line 8
p(4, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2) :- p(6, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2), find#1.i >= len(find#1.haystack).   % line 8
p(5, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2) :- p(9, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2), (0 <= find#1.i) and (find#1.i <= len(find#1.haystack)).   % line 9
p(5, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2) :- p(8, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2), not ((0 <= find#1.i) and (find#1.i <= len(find#1.haystack))).   % line 9
p(6, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2) :- p(3, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret', $v1, $v2), find#1.$ret' = -1.   % line 14
p(7, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2) :- p(3, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret', $v1, $v2), find#1.$ret' = find#1.i.   % line 15
p(9, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2) :- p(11, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2), ((-len(find#1.haystack)) <= find#1.i) and (find#1.i < len(find#1.haystack)).   % line 10
p(9, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2) :- p(10, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2), not (((-len(find#1.haystack)) <= find#1.i) and (find#1.i < len(find#1.haystack))).   % line 10
p(11, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2) :- p(7, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2), find#1.haystack[find#1.i] == find#1.needle.   % line 10
p(11, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2) :- p(12, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2), find#1.haystack[find#1.i] != find#1.needle.   % line 10
p(12, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2) :- p(4, haystack, needle, r, find#1.haystack, find#1.i', find#1.needle, find#1.$ret, $v1, $v2), find#1.i' = find#1.i + 1.   % line 12
p(13, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2) :- p(14, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2), r == (-1).   % line 20
p(13, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2) :- p(15, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2), r != (-1).   % line 20
p(14, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2) :- p(16, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1', $v2), $v1' = r == (-1).   % line 20
p(15, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2) :- p(17, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2), (0 <= r) and (r < len(haystack)).   % line 20
p(15, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2) :- p(18, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2), not ((0 <= r) and (r < len(haystack))).   % line 20
p(16, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2) :- p(1, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2), $v1.   % line 20
p(16, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2) :- p(22, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2), not $v1.   % line 20
p(17, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2) :- p(21, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2), ((-len(haystack)) <= r) and (r < len(haystack)).   % line 20
p(17, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2) :- p(20, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2), not (((-len(haystack)) <= r) and (r < len(haystack))).   % line 20
p(18, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2) :- p(19, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2'), $v2' = (0 <= r) and (r < len(haystack)).   % line 20
p(19, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2) :- p(16, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1', $v2), $v1' = $v2.   % line 20
p(21, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2) :- p(19, haystack, needle, r, find#1.haystack, find#1.i, find#1.needle, find#1.$ret, $v1, $v2'), $v2' = haystack[r] == needle.   % line 20
