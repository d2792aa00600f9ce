% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (high: int, low: int, pick: int, $nd1: int, $nd2: int, $nd3: int)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  ERROR: ValueError at line 5
%     3  line 5: low = random.randint(0, 3)
%     4  line 5: low = random.randint(0, 3)
%     5  line 5: low = random.randint(0, 3)
%     6  line 6: high = random.randint(0, 3)
%     7  ERROR: ValueError at line 6
%     8  line 6: high = random.randint(0, 3)
%     9  line 6: high = random.randint(0, 3)
%    10  line 6: high = random.randint(0, 3)
%    11  line 7: pick = random.randint(low, high)
%    12  ERROR: ValueError at line 7
%    13  line 7: pick = random.randint(low, high)
%    14  line 7: pick = random.randint(low, high)
%    15  line 7: pick = random.randint(low, high)
%    16  line 8: assert low <= pick <= high
%    17  ERROR: AssertionError at line 8

p(0, high, low, pick, $nd1, $nd2, $nd3) :- p(3, high, low, pick, $nd1, $nd2, $nd3), True.   % line 5
p(0, high, low, pick, $nd1, $nd2, $nd3) :- p(2, high, low, pick, $nd1, $nd2, $nd3), False.   % line 5
p(3, high, low, pick, $nd1, $nd2, $nd3) :- p(4, high, low, pick, $nd1', $nd2, $nd3).   % line 5
p(4, high, low, pick, $nd1, $nd2, $nd3) :- p(5, high, low, pick, $nd1, $nd2, $nd3), (0 <= $nd1) and ($nd1 < 4).   % line 5
p(5, high, low, pick, $nd1, $nd2, $nd3) :- p(6, high, low', pick, $nd1, $nd2, $nd3), low' = $nd1.   % line 5
p(6, high, low, pick, $nd1, $nd2, $nd3) :- p(8, high, low, pick, $nd1, $nd2, $nd3), True.   % line 6
p(6, high, low, pick, $nd1, $nd2, $nd3) :- p(7, high, low, pick, $nd1, $nd2, $nd3), False.   % line 6
p(8, high, low, pick, $nd1, $nd2, $nd3) :- p(9, high, low, pick, $nd1, $nd2', $nd3).   % line 6
p(9, high, low, pick, $nd1, $nd2, $nd3) :- p(10, high, low, pick, $nd1, $nd2, $nd3), (0 <= $nd2) and ($nd2 < 4).   % line 6
p(10, high, low, pick, $nd1, $nd2, $nd3) :- p(11, high', low, pick, $nd1, $nd2, $nd3), high' = $nd2.   % line 6
p(11, high, low, pick, $nd1, $nd2, $nd3) :- p(13, high, low, pick, $nd1, $nd2, $nd3), low < (high + 1).   % line 7
p(11, high, low, pick, $nd1, $nd2, $nd3) :- p(12, high, low, pick, $nd1, $nd2, $nd3), low >= (high + 1).   % line 7
p(13, high, low, pick, $nd1, $nd2, $nd3) :- p(14, high, low, pick, $nd1, $nd2, $nd3').   % line 7
p(14, high, low, pick, $nd1, $nd2, $nd3) :- p(15, high, low, pick, $nd1, $nd2, $nd3), (low <= $nd3) and ($nd3 < (high + 1)).   % line 7
p(15, high, low, pick, $nd1, $nd2, $nd3) :- p(16, high, low, pick', $nd1, $nd2, $nd3), pick' = $nd3.   % line 7
p(16, high, low, pick, $nd1, $nd2, $nd3) :- p(1, high, low, pick, $nd1, $nd2, $nd3), (low <= pick) and (pick <= high).   % line 8
p(16, high, low, pick, $nd1, $nd2, $nd3) :- p(17, high, low, pick, $nd1, $nd2, $nd3), not ((low <= pick) and (pick <= high)).   % line 8
