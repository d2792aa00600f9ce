% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (n: int, r: int, v: int, low_bits#1.n: int, low_bits#1.x: int, low_bits#1.$ret: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 8: n = __VERIFIER_nondet_int()
%     3  line 9: __VERIFIER_assume(0 <= v <= 255 and -2 <= n <= 8)
%     4  line 10: r = low_bits(v, n)
%     5  line 4: return x & ((1 << n) - 1)
%     6  line 10: r = low_bits(v, n)
%     7  ERROR: ValueError at line 4
%     8  line 4: return x & ((1 << n) - 1)
%     9  line 11: assert r <= v
%    10  ERROR: AssertionError at line 11

p(0, n, r, v, low_bits#1.n, low_bits#1.x, low_bits#1.$ret) :- p(2, n, r, v', low_bits#1.n, low_bits#1.x, low_bits#1.$ret).   % line 7
p(2, n, r, v, low_bits#1.n, low_bits#1.x, low_bits#1.$ret) :- p(3, n', r, v, low_bits#1.n, low_bits#1.x, low_bits#1.$ret).   % line 8
p(3, n, r, v, low_bits#1.n, low_bits#1.x, low_bits#1.$ret) :- p(4, n, r, v, low_bits#1.n, low_bits#1.x, low_bits#1.$ret), (0 <= v) and (v <= 255) and ((-2) <= n) and (n <= 8).   % line 9
p(4, n, r, v, low_bits#1.n, low_bits#1.x, low_bits#1.$ret) :- p(5, n, r, v, low_bits#1.n', low_bits#1.x', low_bits#1.$ret), low_bits#1.x' = v, low_bits#1.n' = n.   % line 10
p(5, n, r, v, low_bits#1.n, low_bits#1.x, low_bits#1.$ret) :- p(8, n, r, v, low_bits#1.n, low_bits#1.x, low_bits#1.$ret), low_bits#1.n >= 0.   % line 4
p(5, n, r, v, low_bits#1.n, low_bits#1.x, low_bits#1.$ret) :- p(7, n, r, v, low_bits#1.n, low_bits#1.x, low_bits#1.$ret), low_bits#1.n < 0.   % line 4
p(6, n, r, v, low_bits#1.n, low_bits#1.x, low_bits#1.$ret) :- p(9, n, r', v, low_bits#1.n, low_bits#1.x, low_bits#1.$ret), r' = low_bits#1.$ret.   % line 10
p(8, n, r, v, low_bits#1.n, low_bits#1.x, low_bits#1.$ret) :- p(6, n, r, v, low_bits#1.n, low_bits#1.x, low_bits#1.$ret'), low_bits#1.$ret' = low_bits#1.x & ((1 << low_bits#1.n) - 1).   % line 4
p(9, n, r, v, low_bits#1.n, low_bits#1.x, low_bits#1.$ret) :- p(1, n, r, v, low_bits#1.n, low_bits#1.x, low_bits#1.$ret), r <= v.   % line 11
p(9, n, r, v, low_bits#1.n, low_bits#1.x, low_bits#1.$ret) :- p(10, n, r, v, low_bits#1.n, low_bits#1.x, low_bits#1.$ret), r > v.   % line 11
