% CLP transition rules of main(t, i)
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (i: int, t: tuple, $ret: int)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 5: return t[i] + t[-1]
%     3  line 6: return t[i]
%     4  ERROR: IndexError at line 5
%     5  line 5: return t[i] + t[-1]
%     6  ERROR: IndexError at line 5
%     7  line 5: return t[i] + t[-1]
%     8  ERROR: IndexError at line 6
%     9  line 6: return t[i]

p(0, i, t, $ret) :- p(2, i, t, $ret), i < 0.   % line 4
p(0, i, t, $ret) :- p(3, i, t, $ret), i >= 0.   % line 4
p(2, i, t, $ret) :- p(5, i, t, $ret), ((-len(t)) <= i) and (i < len(t)).   % line 5
p(2, i, t, $ret) :- p(4, i, t, $ret), not (((-len(t)) <= i) and (i < len(t))).   % line 5
p(3, i, t, $ret) :- p(9, i, t, $ret), ((-len(t)) <= i) and (i < len(t)).   % line 6
p(3, i, t, $ret) :- p(8, i, t, $ret), not (((-len(t)) <= i) and (i < len(t))).   % line 6
p(5, i, t, $ret) :- p(7, i, t, $ret), ((-len(t)) <= (-1)) and ((-1) < len(t)).   % line 5
p(5, i, t, $ret) :- p(6, i, t, $ret), not (((-len(t)) <= (-1)) and ((-1) < len(t))).   % line 5
p(7, i, t, $ret) :- p(1, i, t, $ret'), $ret' = t[i] + t[-1].   % line 5
p(9, i, t, $ret) :- p(1, i, t, $ret'), $ret' = t[i].   % line 6
