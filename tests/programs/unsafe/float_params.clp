% CLP transition rules of main(x, z)
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (x: float, z: complex)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 9: if x != x:
%     3  line 11: assert z == z or abs(x) < 100.0
%     4  ERROR: error() called at line 10
%     5  ERROR: AssertionError at line 11

p(0, x, z) :- p(1, x, z), fcmp>=(x, 100.0).   % line 7
p(0, x, z) :- p(2, x, z), not (fcmp>=(x, 100.0)).   % line 7
p(2, x, z) :- p(4, x, z), fcmp!=(x, x).   % line 9
p(2, x, z) :- p(3, x, z), not (fcmp!=(x, x)).   % line 9
p(3, x, z) :- p(1, x, z), (ceq(z, z)) or (fcmp<(abs(x), 100.0)).   % line 11
p(3, x, z) :- p(5, x, z), not ((ceq(z, z)) or (fcmp<(abs(x), 100.0))).   % line 11
