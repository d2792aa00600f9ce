% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (backward: int, forward: int, i: int, n: int, $k1: int, $stop2: int, $k3: int, $stop4: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 5: __VERIFIER_assume(0 <= n <= 20)
%     3  line 6: forward = 0
%     4  line 7: for i in range(1, n + 1):
%     5  line 7: for i in range(1, n + 1):
%     6  line 7: for i in range(1, n + 1):
%     7  line 9: backward = 0
%     8  line 8: forward += i
%     9  line 10: for i in reversed(range(n + 1)):
%    10  line 10: for i in reversed(range(n + 1)):
%    11  line 10: for i in reversed(range(n + 1)):
%    12  line 12: if forward != backward or 2 * forward != n * (n + 1):
%    13  line 11: backward += i
%    14  ERROR: error() called at line 13

p(0, backward, forward, i, n, $k1, $stop2, $k3, $stop4) :- p(2, backward, forward, i, n', $k1, $stop2, $k3, $stop4).   % line 4
p(2, backward, forward, i, n, $k1, $stop2, $k3, $stop4) :- p(3, backward, forward, i, n, $k1, $stop2, $k3, $stop4), (0 <= n) and (n <= 20).   % line 5
p(3, backward, forward, i, n, $k1, $stop2, $k3, $stop4) :- p(4, backward, forward', i, n, $k1, $stop2, $k3, $stop4), forward' = 0.   % line 6
p(4, backward, forward, i, n, $k1, $stop2, $k3, $stop4) :- p(5, backward, forward, i, n, $k1', $stop2', $k3, $stop4), $k1' = 1, $stop2' = n + 1.   % line 7
p(5, backward, forward, i, n, $k1, $stop2, $k3, $stop4) :- p(6, backward, forward, i, n, $k1, $stop2, $k3, $stop4), $k1 < $stop2.   % line 7
p(5, backward, forward, i, n, $k1, $stop2, $k3, $stop4) :- p(7, backward, forward, i, n, $k1, $stop2, $k3, $stop4), $k1 >= $stop2.   % line 7
p(6, backward, forward, i, n, $k1, $stop2, $k3, $stop4) :- p(8, backward, forward, i', n, $k1', $stop2, $k3, $stop4), i' = $k1, $k1' = $k1 + 1.   % line 7
p(7, backward, forward, i, n, $k1, $stop2, $k3, $stop4) :- p(9, backward', forward, i, n, $k1, $stop2, $k3, $stop4), backward' = 0.   % line 9
p(8, backward, forward, i, n, $k1, $stop2, $k3, $stop4) :- p(5, backward, forward', i, n, $k1, $stop2, $k3, $stop4), forward' = forward + i.   % line 8
p(9, backward, forward, i, n, $k1, $stop2, $k3, $stop4) :- p(10, backward, forward, i, n, $k1, $stop2, $k3', $stop4'), $k3' = (n + 1) - 1, $stop4' = -1.   % line 10
p(10, backward, forward, i, n, $k1, $stop2, $k3, $stop4) :- p(11, backward, forward, i, n, $k1, $stop2, $k3, $stop4), $k3 > (-1).   % line 10
p(10, backward, forward, i, n, $k1, $stop2, $k3, $stop4) :- p(12, backward, forward, i, n, $k1, $stop2, $k3, $stop4), $k3 <= (-1).   % line 10
p(11, backward, forward, i, n, $k1, $stop2, $k3, $stop4) :- p(13, backward, forward, i', n, $k1, $stop2, $k3', $stop4), i' = $k3, $k3' = $k3 + (-1).   % line 10
p(12, backward, forward, i, n, $k1, $stop2, $k3, $stop4) :- p(14, backward, forward, i, n, $k1, $stop2, $k3, $stop4), (forward != backward) or ((2 * forward) != (n * (n + 1))).   % line 12
p(12, backward, forward, i, n, $k1, $stop2, $k3, $stop4) :- p(1, backward, forward, i, n, $k1, $stop2, $k3, $stop4), not ((forward != backward) or ((2 * forward) != (n * (n + 1)))).   % line 12
p(13, backward, forward, i, n, $k1, $stop2, $k3, $stop4) :- p(10, backward', forward, i, n, $k1, $stop2, $k3, $stop4), backward' = backward + i.   % line 11
