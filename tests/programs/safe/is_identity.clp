% CLP transition rules of main(flag, x)
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (done: bool, flag: bool, x: int)
%
% program points:
%     0  entry of main()
%     1  return from main()
%     2  line 5: assert (done is True) == done
%     3  ERROR: AssertionError at line 5
%     4  line 6: assert (flag is not False) == flag
%     5  ERROR: AssertionError at line 6
%     6  line 7: assert (flag is done) == (flag == done)
%     7  ERROR: AssertionError at line 7

p(0, done, flag, x) :- p(2, done', flag, x), done' = x > 3.   % line 4
p(2, done, flag, x) :- p(4, done, flag, x), (done == True) == done.   % line 5
p(2, done, flag, x) :- p(3, done, flag, x), (done == True) != done.   % line 5
p(4, done, flag, x) :- p(6, done, flag, x), (flag != False) == flag.   % line 6
p(4, done, flag, x) :- p(5, done, flag, x), (flag != False) != flag.   % line 6
p(6, done, flag, x) :- p(1, done, flag, x), True.   % line 7
p(6, done, flag, x) :- p(7, done, flag, x), False.   % line 7
