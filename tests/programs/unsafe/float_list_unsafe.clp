% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (m: float, x: float, xs: list[float], $nd1: float, $acc2: int, $k3: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 4: x = nondet_float()
%     3  line 5: xs = [x, 1.0, 2.0]
%     4  line 6: m = max(xs)
%     5  ERROR: ValueError at line 6
%     6  line 6: m = max(xs)
%     7  line 6: m = max(xs)
%     8  line 6: m = max(xs)
%     9  line 6: m = max(xs)
%    10  line 7: if not (m >= 2.0):
%    11  ERROR: error() called at line 8

p(0, m, x, xs, $nd1, $acc2, $k3) :- p(2, m, x, xs, $nd1', $acc2, $k3).   % line 4
p(2, m, x, xs, $nd1, $acc2, $k3) :- p(3, m, x', xs, $nd1, $acc2, $k3), x' = $nd1.   % line 4
p(3, m, x, xs, $nd1, $acc2, $k3) :- p(4, m, x, xs', $nd1, $acc2, $k3), xs' = (tobits(x), tobits(1.0), tobits(2.0)).   % line 5
p(4, m, x, xs, $nd1, $acc2, $k3) :- p(6, m, x, xs, $nd1, $acc2, $k3), len(xs) != 0.   % line 6
p(4, m, x, xs, $nd1, $acc2, $k3) :- p(5, m, x, xs, $nd1, $acc2, $k3), len(xs) == 0.   % line 6
p(6, m, x, xs, $nd1, $acc2, $k3) :- p(7, m, x, xs, $nd1, $acc2', $k3'), $acc2' = xs[0], $k3' = 1.   % line 6
p(7, m, x, xs, $nd1, $acc2, $k3) :- p(8, m, x, xs, $nd1, $acc2, $k3), $k3 < len(xs).   % line 6
p(7, m, x, xs, $nd1, $acc2, $k3) :- p(9, m, x, xs, $nd1, $acc2, $k3), $k3 >= len(xs).   % line 6
p(8, m, x, xs, $nd1, $acc2, $k3) :- p(7, m, x, xs, $nd1, $acc2', $k3'), $acc2' = xs[$k3] if (fcmp>(frombits(xs[$k3]), frombits($acc2))) else $acc2, $k3' = $k3 + 1.   % line 6
p(9, m, x, xs, $nd1, $acc2, $k3) :- p(10, m', x, xs, $nd1, $acc2, $k3), m' = frombits($acc2).   % line 6
p(10, m, x, xs, $nd1, $acc2, $k3) :- p(11, m, x, xs, $nd1, $acc2, $k3), not (fcmp>=(m, 2.0)).   % line 7
p(10, m, x, xs, $nd1, $acc2, $k3) :- p(1, m, x, xs, $nd1, $acc2, $k3), fcmp>=(m, 2.0).   % line 7
