% CLP transition rules of main(t)
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (r: tuple, t: tuple, filter_nonnegative#1.i: int, filter_nonnegative#1.result: tuple, filter_nonnegative#1.t: tuple, filter_nonnegative#1.$ret: tuple)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 4: i = 0
%     3  line 14: r = filter_nonnegative(t)
%     4  line 5: result = tuple()
%     5  line 6: while i < len(t):
%     6  line 7: if t[i] >= 0:
%     7  line 10: return result
%     8  ERROR: IndexError at line 7
%     9  line 7: if t[i] >= 0:
%    10  line 8: result = result + (t[i],)
%    11  line 9: i = i + 1
%    12  ERROR: IndexError at line 8
%    13  line 8: result = result + (t[i],)
%    14  line 15: assert len(r) <= len(t)
%    15  ERROR: AssertionError at line 15

p(0, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret) :- p(2, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result, filter_nonnegative#1.t', filter_nonnegative#1.$ret), filter_nonnegative#1.t' = t.   % line 14
p(2, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret) :- p(4, r, t, filter_nonnegative#1.i', filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret), filter_nonnegative#1.i' = 0.   % line 4
p(3, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret) :- p(14, r', t, filter_nonnegative#1.i, filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret), r' = filter_nonnegative#1.$ret.   % line 14
p(4, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret) :- p(5, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result', filter_nonnegative#1.t, filter_nonnegative#1.$ret), filter_nonnegative#1.result' = ().   % line 5
p(5, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret) :- p(6, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret), filter_nonnegative#1.i < len(filter_nonnegative#1.t).   % line 6
p(5, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret) :- p(7, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret), filter_nonnegative#1.i >= len(filter_nonnegative#1.t).   % line 6
p(6, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret) :- p(9, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret), ((-len(filter_nonnegative#1.t)) <= filter_nonnegative#1.i) and (filter_nonnegative#1.i < len(filter_nonnegative#1.t)).   % line 7
p(6, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret) :- p(8, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret), not (((-len(filter_nonnegative#1.t)) <= filter_nonnegative#1.i) and (filter_nonnegative#1.i < len(filter_nonnegative#1.t))).   % line 7
p(7, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret) :- p(3, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret'), filter_nonnegative#1.$ret' = filter_nonnegative#1.result.   % line 10
p(9, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret) :- p(10, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret), filter_nonnegative#1.t[filter_nonnegative#1.i] >= 0.   % line 7
p(9, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret) :- p(11, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret), filter_nonnegative#1.t[filter_nonnegative#1.i] < 0.   % line 7
p(10, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret) :- p(13, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret), ((-len(filter_nonnegative#1.t)) <= filter_nonnegative#1.i) and (filter_nonnegative#1.i < len(filter_nonnegative#1.t)).   % line 8
p(10, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret) :- p(12, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret), not (((-len(filter_nonnegative#1.t)) <= filter_nonnegative#1.i) and (filter_nonnegative#1.i < len(filter_nonnegative#1.t))).   % line 8
p(11, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret) :- p(5, r, t, filter_nonnegative#1.i', filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret), filter_nonnegative#1.i' = filter_nonnegative#1.i + 1.   % line 9
p(13, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret) :- p(11, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result', filter_nonnegative#1.t, filter_nonnegative#1.$ret), filter_nonnegative#1.result' = filter_nonnegative#1.result + (filter_nonnegative#1.t[filter_nonnegative#1.i],).   % line 8
p(14, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret) :- p(1, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret), len(r) <= len(t).   % line 15
p(14, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret) :- p(15, r, t, filter_nonnegative#1.i, filter_nonnegative#1.result, filter_nonnegative#1.t, filter_nonnegative#1.$ret), len(r) > len(t).   % line 15
