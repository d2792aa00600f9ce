% CLP transition rules of main(a, b, t)
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (a: int, b: int, d: int, e: int, m: int, n: int, q: int, r: int, s: tuple, t: tuple, $ret: tuple)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  ERROR: ZeroDivisionError at line 5
%     3  line 5: q = a // b
%     4  line 6: r = a % b
%     5  ERROR: ZeroDivisionError at line 6
%     6  line 6: r = a % b
%     7  line 7: n = -a // 3
%     8  line 8: m = -a % -3
%     9  line 9: d = a - b - 1
%    10  line 10: e = a - (b - 1)
%    11  line 11: s = t[1:] + t[:-1] + t[-2:] + t[5:2] + t[-100:100]
%    12  line 12: return (q, r, n, m, d, e, len(s)) + s

p(0, a, b, d, e, m, n, q, r, s, t, $ret) :- p(3, a, b, d, e, m, n, q, r, s, t, $ret), b != 0.   % line 5
p(0, a, b, d, e, m, n, q, r, s, t, $ret) :- p(2, a, b, d, e, m, n, q, r, s, t, $ret), b == 0.   % line 5
p(3, a, b, d, e, m, n, q, r, s, t, $ret) :- p(4, a, b, d, e, m, n, q', r, s, t, $ret), q' = a // b.   % line 5
p(4, a, b, d, e, m, n, q, r, s, t, $ret) :- p(6, a, b, d, e, m, n, q, r, s, t, $ret), b != 0.   % line 6
p(4, a, b, d, e, m, n, q, r, s, t, $ret) :- p(5, a, b, d, e, m, n, q, r, s, t, $ret), b == 0.   % line 6
p(6, a, b, d, e, m, n, q, r, s, t, $ret) :- p(7, a, b, d, e, m, n, q, r', s, t, $ret), r' = a % b.   % line 6
p(7, a, b, d, e, m, n, q, r, s, t, $ret) :- p(8, a, b, d, e, m, n', q, r, s, t, $ret), n' = (-a) // 3.   % line 7
p(8, a, b, d, e, m, n, q, r, s, t, $ret) :- p(9, a, b, d, e, m', n, q, r, s, t, $ret), m' = (-a) % (-3).   % line 8
p(9, a, b, d, e, m, n, q, r, s, t, $ret) :- p(10, a, b, d', e, m, n, q, r, s, t, $ret), d' = (a - b) - 1.   % line 9
p(10, a, b, d, e, m, n, q, r, s, t, $ret) :- p(11, a, b, d, e', m, n, q, r, s, t, $ret), e' = a - (b - 1).   % line 10
p(11, a, b, d, e, m, n, q, r, s, t, $ret) :- p(12, a, b, d, e, m, n, q, r, s', t, $ret), s' = (((t[1:] + t[:-1]) + t[-2:]) + t[5:2]) + t[-100:100].   % line 11
p(12, a, b, d, e, m, n, q, r, s, t, $ret) :- p(1, a, b, d, e, m, n, q, r, s, t, $ret'), $ret' = (q, r, n, m, d, e, len(s)) + s.   % line 12
