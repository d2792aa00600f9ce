% CLP transition rules of main(t)
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (r: int, t: tuple, product#1.elem: int, product#1.i: int, product#1.result: int, product#1.t: tuple, product#1.$ret: int, $v1: bool)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 4: i = 0
%     3  line 14: r = product(t)
%     4  line 5: result = 1
%     5  line 6: while i < len(t):
%     6  line 7: elem = t[i]
%     7  line 10: return result
%     8  ERROR: IndexError at line 7
%     9  line 7: elem = t[i]
%    10  line 8: result = result * elem
%    11  line 9: i = i + 1
%    12  line 15: if len(t) > 0 and t[0] == 0:
%    13  line 15: if len(t) > 0 and t[0] == 0:
%    14  line 15: if len(t) > 0 and t[0] == 0:
%    15  line 15: if len(t) > 0 and t[0] == 0:
%    16  ERROR: IndexError at line 15
%    17  line 15: if len(t) > 0 and t[0] == 0:
%    18  line 16: assert r == 0
%    19  ERROR: AssertionError at line 16

p(0, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1) :- p(2, r, t, product#1.elem, product#1.i, product#1.result, product#1.t', product#1.$ret, $v1), product#1.t' = t.   % line 14
p(2, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1) :- p(4, r, t, product#1.elem, product#1.i', product#1.result, product#1.t, product#1.$ret, $v1), product#1.i' = 0.   % line 4
p(3, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1) :- p(12, r', t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1), r' = product#1.$ret.   % line 14
p(4, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1) :- p(5, r, t, product#1.elem, product#1.i, product#1.result', product#1.t, product#1.$ret, $v1), product#1.result' = 1.   % line 5
p(5, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1) :- p(6, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1), product#1.i < len(product#1.t).   % line 6
p(5, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1) :- p(7, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1), product#1.i >= len(product#1.t).   % line 6
p(6, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1) :- p(9, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1), ((-len(product#1.t)) <= product#1.i) and (product#1.i < len(product#1.t)).   % line 7
p(6, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1) :- p(8, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1), not (((-len(product#1.t)) <= product#1.i) and (product#1.i < len(product#1.t))).   % line 7
p(7, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1) :- p(3, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret', $v1), product#1.$ret' = product#1.result.   % line 10
p(9, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1) :- p(10, r, t, product#1.elem', product#1.i, product#1.result, product#1.t, product#1.$ret, $v1), product#1.elem' = product#1.t[product#1.i].   % line 7
p(10, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1) :- p(11, r, t, product#1.elem, product#1.i, product#1.result', product#1.t, product#1.$ret, $v1), product#1.result' = product#1.result * product#1.elem.   % line 8
p(11, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1) :- p(5, r, t, product#1.elem, product#1.i', product#1.result, product#1.t, product#1.$ret, $v1), product#1.i' = product#1.i + 1.   % line 9
p(12, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1) :- p(13, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1), len(t) > 0.   % line 15
p(12, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1) :- p(14, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1), len(t) <= 0.   % line 15
p(13, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1) :- p(17, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1), ((-len(t)) <= 0) and (0 < len(t)).   % line 15
p(13, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1) :- p(16, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1), not (((-len(t)) <= 0) and (0 < len(t))).   % line 15
p(14, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1) :- p(15, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1'), $v1' = len(t) > 0.   % line 15
p(15, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1) :- p(18, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1), $v1.   % line 15
p(15, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1) :- p(1, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1), not $v1.   % line 15
p(17, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1) :- p(15, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1'), $v1' = t[0] == 0.   % line 15
p(18, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1) :- p(1, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1), r == 0.   % line 16
p(18, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1) :- p(19, r, t, product#1.elem, product#1.i, product#1.result, product#1.t, product#1.$ret, $v1), r != 0.   % line 16
