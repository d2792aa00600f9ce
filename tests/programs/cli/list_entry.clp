% CLP transition rules of push_twice(xs, k)
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (k: int, xs: list[int], $ret: int, $acc1: int, $k2: int)
%
% program points:
%     0  entry of push_twice()
%     1  return from push_twice()
%     2  line 5: xs.append(k)
%     3  line 6: assert len(xs) < 4, f"{len(xs)} items"
%     4  ERROR: AssertionError at line 6
%     5  line 7: return sum(xs)
%     6  line 7: return sum(xs)
%     7  line 7: return sum(xs)
%     8  line 7: return sum(xs)

p(0, k, xs, $ret, $acc1, $k2) :- p(2, k, xs', $ret, $acc1, $k2), xs' = xs + (k,).   % line 4
p(2, k, xs, $ret, $acc1, $k2) :- p(3, k, xs', $ret, $acc1, $k2), xs' = xs + (k,).   % line 5
p(3, k, xs, $ret, $acc1, $k2) :- p(5, k, xs, $ret, $acc1, $k2), len(xs) < 4.   % line 6
p(3, k, xs, $ret, $acc1, $k2) :- p(4, k, xs, $ret, $acc1, $k2), len(xs) >= 4.   % line 6
p(5, k, xs, $ret, $acc1, $k2) :- p(6, k, xs, $ret, $acc1', $k2'), $acc1' = 0, $k2' = 0.   % line 7
p(6, k, xs, $ret, $acc1, $k2) :- p(7, k, xs, $ret, $acc1, $k2), $k2 < len(xs).   % line 7
p(6, k, xs, $ret, $acc1, $k2) :- p(8, k, xs, $ret, $acc1, $k2), $k2 >= len(xs).   % line 7
p(7, k, xs, $ret, $acc1, $k2) :- p(6, k, xs, $ret, $acc1', $k2'), $acc1' = $acc1 + xs[$k2], $k2' = $k2 + 1.   % line 7
p(8, k, xs, $ret, $acc1, $k2) :- p(1, k, xs, $ret', $acc1, $k2), $ret' = $acc1.   % line 7
