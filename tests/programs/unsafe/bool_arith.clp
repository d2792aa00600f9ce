% CLP transition rules of main(a, b)
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (a: int, b: int, hits: int)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 5: if hits == 3:
%     3  ERROR: error() called at line 6

p(0, a, b, hits) :- p(2, a, b, hits'), hits' = ((1 if (a > 0) else 0) + (1 if (b > 0) else 0)) + (1 if (a > b) else 0).   % line 4
p(2, a, b, hits) :- p(3, a, b, hits), hits == 3.   % line 5
p(2, a, b, hits) :- p(1, a, b, hits), hits != 3.   % line 5
