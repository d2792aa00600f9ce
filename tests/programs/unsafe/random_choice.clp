% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (a: int, b: int, coins: list[int], picked: list[int], $nd1: int, $in.2: int, $nd3: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 6: a = random.choice(coins)
%     3  ERROR: IndexError at line 6
%     4  line 6: a = random.choice(coins)
%     5  line 6: a = random.choice(coins)
%     6  line 6: a = random.choice(coins)
%     7  line 6: a = random.choice(coins)
%     8  line 7: assert a in coins
%     9  ERROR: AssertionError at line 7
%    10  line 8: picked = []
%    11  line 9: if a == 5:
%    12  line 10: b = random.choice(picked)
%    13  ERROR: IndexError at line 10
%    14  line 10: b = random.choice(picked)
%    15  line 10: b = random.choice(picked)
%    16  line 10: b = random.choice(picked)
%    17  line 10: b = random.choice(picked)

p(0, a, b, coins, picked, $nd1, $in.2, $nd3) :- p(2, a, b, coins', picked, $nd1, $in.2, $nd3), coins' = (1, 2, 5).   % line 5
p(2, a, b, coins, picked, $nd1, $in.2, $nd3) :- p(4, a, b, coins, picked, $nd1, $in.2, $nd3), True.   % line 6
p(2, a, b, coins, picked, $nd1, $in.2, $nd3) :- p(3, a, b, coins, picked, $nd1, $in.2, $nd3), False.   % line 6
p(4, a, b, coins, picked, $nd1, $in.2, $nd3) :- p(5, a, b, coins, picked, $nd1', $in.2, $nd3).   % line 6
p(5, a, b, coins, picked, $nd1, $in.2, $nd3) :- p(6, a, b, coins, picked, $nd1, $in.2, $nd3), (0 <= $nd1) and ($nd1 < 3).   % line 6
p(6, a, b, coins, picked, $nd1, $in.2, $nd3) :- p(7, a, b, coins, picked, $nd1, $in.2, $nd3), ((-3) <= $nd1) and ($nd1 < 3).   % line 6
p(6, a, b, coins, picked, $nd1, $in.2, $nd3) :- p(3, a, b, coins, picked, $nd1, $in.2, $nd3), not (((-3) <= $nd1) and ($nd1 < 3)).   % line 6
p(7, a, b, coins, picked, $nd1, $in.2, $nd3) :- p(8, a', b, coins, picked, $nd1, $in.2, $nd3), a' = (1, 2, 5)[$nd1].   % line 6
p(8, a, b, coins, picked, $nd1, $in.2, $nd3) :- p(10, a, b, coins, picked, $nd1, $in.2, $nd3), (1 == a) or (2 == a) or (5 == a).   % line 7
p(8, a, b, coins, picked, $nd1, $in.2, $nd3) :- p(9, a, b, coins, picked, $nd1, $in.2, $nd3), not ((1 == a) or (2 == a) or (5 == a)).   % line 7
p(10, a, b, coins, picked, $nd1, $in.2, $nd3) :- p(11, a, b, coins, picked', $nd1, $in.2, $nd3), picked' = ().   % line 8
p(11, a, b, coins, picked, $nd1, $in.2, $nd3) :- p(12, a, b, coins, picked, $nd1, $in.2, $nd3), a == 5.   % line 9
p(11, a, b, coins, picked, $nd1, $in.2, $nd3) :- p(1, a, b, coins, picked, $nd1, $in.2, $nd3), a != 5.   % line 9
p(12, a, b, coins, picked, $nd1, $in.2, $nd3) :- p(14, a, b, coins, picked, $nd1, $in.2, $nd3), False.   % line 10
p(12, a, b, coins, picked, $nd1, $in.2, $nd3) :- p(13, a, b, coins, picked, $nd1, $in.2, $nd3), True.   % line 10
p(14, a, b, coins, picked, $nd1, $in.2, $nd3) :- p(15, a, b, coins, picked, $nd1, $in.2, $nd3').   % line 10
p(15, a, b, coins, picked, $nd1, $in.2, $nd3) :- p(16, a, b, coins, picked, $nd1, $in.2, $nd3), (0 <= $nd3) and ($nd3 < 0).   % line 10
p(16, a, b, coins, picked, $nd1, $in.2, $nd3) :- p(17, a, b, coins, picked, $nd1, $in.2, $nd3), (0 <= $nd3) and ($nd3 < 0).   % line 10
p(16, a, b, coins, picked, $nd1, $in.2, $nd3) :- p(13, a, b, coins, picked, $nd1, $in.2, $nd3), not ((0 <= $nd3) and ($nd3 < 0)).   % line 10
p(17, a, b, coins, picked, $nd1, $in.2, $nd3) :- p(1, a, b', coins, picked, $nd1, $in.2, $nd3), b' = ()[$nd3].   % line 10
