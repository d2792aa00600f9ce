% CLP transition rules of <module>()
% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)
% x̃ = (main#1.n: int, main#1.s: str, main#1.w: int, main#1.x: tuple, $seq1: int, $seq2: int, $seq3: int, $v4: bool, $v5: bool, $v6: bool)
%
% program points:
%     0  entry of <module>()
%     1  return from <module>()
%     2  line 31: assert repr("it's") == '"it\'s"' and repr(7) == "7" and repr(None) == "None"
%     3  line 5: s = "ab"
%     4  line 6: assert f"{n:>5}" == "   42"
%     5  ERROR: ValueError at line 6
%     6  line 6: assert f"{n:>5}" == "   42"
%     7  line 6: assert f"{n:>5}" == "   42"
%     8  ERROR: IndexError at line 6
%     9  line 6: assert f"{n:>5}" == "   42"
%    10  ERROR: KeyError at line 6
%    11  line 6: assert f"{n:>5}" == "   42"
%    12  ERROR: TypeError at line 6
%    13  line 6: assert f"{n:>5}" == "   42"
%    14  ERROR: a construct tracer does not model at line 6
%    15  line 6: assert f"{n:>5}" == "   42"
%    16  ERROR: AssertionError at line 6
%    17  line 7: assert f"{s!r}" == "'ab'"
%    18  ERROR: ValueError at line 7
%    19  line 7: assert f"{s!r}" == "'ab'"
%    20  ERROR: IndexError at line 7
%    21  line 7: assert f"{s!r}" == "'ab'"
%    22  ERROR: KeyError at line 7
%    23  line 7: assert f"{s!r}" == "'ab'"
%    24  ERROR: TypeError at line 7
%    25  line 7: assert f"{s!r}" == "'ab'"
%    26  ERROR: a construct tracer does not model at line 7
%    27  line 7: assert f"{s!r}" == "'ab'"
%    28  ERROR: AssertionError at line 7
%    29  line 8: assert f"{n:08.2f}" == "00042.00"
%    30  ERROR: a construct tracer does not model at line 8
%    31  line 8: assert f"{n:08.2f}" == "00042.00"
%    32  line 8: assert f"{n:08.2f}" == "00042.00"
%    33  ERROR: ValueError at line 8
%    34  line 8: assert f"{n:08.2f}" == "00042.00"
%    35  ERROR: IndexError at line 8
%    36  line 8: assert f"{n:08.2f}" == "00042.00"
%    37  ERROR: KeyError at line 8
%    38  line 8: assert f"{n:08.2f}" == "00042.00"
%    39  ERROR: TypeError at line 8
%    40  line 8: assert f"{n:08.2f}" == "00042.00"
%    41  line 8: assert f"{n:08.2f}" == "00042.00"
%    42  ERROR: AssertionError at line 8
%    43  line 9: w = 6
%    44  line 10: assert f"[{s:^{w}}]" == "[  ab  ]"
%    45  ERROR: a construct tracer does not model at line 10
%    46  line 10: assert f"[{s:^{w}}]" == "[  ab  ]"
%    47  line 10: assert f"[{s:^{w}}]" == "[  ab  ]"
%    48  ERROR: ValueError at line 10
%    49  line 10: assert f"[{s:^{w}}]" == "[  ab  ]"
%    50  ERROR: IndexError at line 10
%    51  line 10: assert f"[{s:^{w}}]" == "[  ab  ]"
%    52  ERROR: KeyError at line 10
%    53  line 10: assert f"[{s:^{w}}]" == "[  ab  ]"
%    54  ERROR: TypeError at line 10
%    55  line 10: assert f"[{s:^{w}}]" == "[  ab  ]"
%    56  line 10: assert f"[{s:^{w}}]" == "[  ab  ]"
%    57  ERROR: AssertionError at line 10
%    58  line 11: assert f"{n=}" == "n=42"
%    59  ERROR: ValueError at line 11
%    60  line 11: assert f"{n=}" == "n=42"
%    61  line 11: assert f"{n=}" == "n=42"
%    62  ERROR: IndexError at line 11
%    63  line 11: assert f"{n=}" == "n=42"
%    64  ERROR: KeyError at line 11
%    65  line 11: assert f"{n=}" == "n=42"
%    66  ERROR: TypeError at line 11
%    67  line 11: assert f"{n=}" == "n=42"
%    68  ERROR: a construct tracer does not model at line 11
%    69  line 11: assert f"{n=}" == "n=42"
%    70  ERROR: AssertionError at line 11
%    71  line 12: assert f"{{x}}{n:x}" == "{x}2a"
%    72  ERROR: a construct tracer does not model at line 12
%    73  line 12: assert f"{{x}}{n:x}" == "{x}2a"
%    74  ERROR: ValueError at line 12
%    75  line 12: assert f"{{x}}{n:x}" == "{x}2a"
%    76  ERROR: IndexError at line 12
%    77  line 12: assert f"{{x}}{n:x}" == "{x}2a"
%    78  ERROR: KeyError at line 12
%    79  line 12: assert f"{{x}}{n:x}" == "{x}2a"
%    80  ERROR: TypeError at line 12
%    81  line 12: assert f"{{x}}{n:x}" == "{x}2a"
%    82  line 12: assert f"{{x}}{n:x}" == "{x}2a"
%    83  ERROR: AssertionError at line 12
%    84  line 13: assert "{0}-{1}-{0}".format(s, n) == "ab-42-ab"
%    85  ERROR: a construct tracer does not model at line 13
%    86  line 13: assert "{0}-{1}-{0}".format(s, n) == "ab-42-ab"
%    87  ERROR: ValueError at line 13
%    88  line 13: assert "{0}-{1}-{0}".format(s, n) == "ab-42-ab"
%    89  ERROR: IndexError at line 13
%    90  line 13: assert "{0}-{1}-{0}".format(s, n) == "ab-42-ab"
%    91  ERROR: KeyError at line 13
%    92  line 13: assert "{0}-{1}-{0}".format(s, n) == "ab-42-ab"
%    93  ERROR: TypeError at line 13
%    94  line 13: assert "{0}-{1}-{0}".format(s, n) == "ab-42-ab"
%    95  line 13: assert "{0}-{1}-{0}".format(s, n) == "ab-42-ab"
%    96  ERROR: AssertionError at line 13
%    97  line 14: assert format(255, "#x") == "0xff"
%    98  ERROR: a construct tracer does not model at line 14
%    99  line 14: assert format(255, "#x") == "0xff"
%   100  ERROR: ValueError at line 14
%   101  line 14: assert format(255, "#x") == "0xff"
%   102  ERROR: IndexError at line 14
%   103  line 14: assert format(255, "#x") == "0xff"
%   104  ERROR: KeyError at line 14
%   105  line 14: assert format(255, "#x") == "0xff"
%   106  ERROR: TypeError at line 14
%   107  line 14: assert format(255, "#x") == "0xff"
%   108  line 14: assert format(255, "#x") == "0xff"
%   109  ERROR: AssertionError at line 14
%   110  line 15: assert format(True) == "True"
%   111  ERROR: ValueError at line 15
%   112  line 15: assert format(True) == "True"
%   113  ERROR: IndexError at line 15
%   114  line 15: assert format(True) == "True"
%   115  ERROR: KeyError at line 15
%   116  line 15: assert format(True) == "True"
%   117  ERROR: TypeError at line 15
%   118  line 15: assert format(True) == "True"
%   119  ERROR: a construct tracer does not model at line 15
%   120  line 15: assert format(True) == "True"
%   121  ERROR: AssertionError at line 15
%   122  line 16: assert format(-7, "+05d") == "-0007"
%   123  ERROR: ValueError at line 16
%   124  line 16: assert format(-7, "+05d") == "-0007"
%   125  line 16: assert format(-7, "+05d") == "-0007"
%   126  ERROR: IndexError at line 16
%   127  line 16: assert format(-7, "+05d") == "-0007"
%   128  ERROR: KeyError at line 16
%   129  line 16: assert format(-7, "+05d") == "-0007"
%   130  ERROR: TypeError at line 16
%   131  line 16: assert format(-7, "+05d") == "-0007"
%   132  ERROR: a construct tracer does not model at line 16
%   133  line 16: assert format(-7, "+05d") == "-0007"
%   134  ERROR: AssertionError at line 16
%   135  line 17: assert "{:,}".format(1234567) == "1,234,567"
%   136  ERROR: ValueError at line 17
%   137  line 17: assert "{:,}".format(1234567) == "1,234,567"
%   138  line 17: assert "{:,}".format(1234567) == "1,234,567"
%   139  ERROR: IndexError at line 17
%   140  line 17: assert "{:,}".format(1234567) == "1,234,567"
%   141  ERROR: KeyError at line 17
%   142  line 17: assert "{:,}".format(1234567) == "1,234,567"
%   143  ERROR: TypeError at line 17
%   144  line 17: assert "{:,}".format(1234567) == "1,234,567"
%   145  ERROR: a construct tracer does not model at line 17
%   146  line 17: assert "{:,}".format(1234567) == "1,234,567"
%   147  ERROR: AssertionError at line 17
%   148  line 18: x = None
%   149  line 19: assert "{}".format(x) == "None"
%   150  ERROR: a construct tracer does not model at line 19
%   151  line 19: assert "{}".format(x) == "None"
%   152  line 19: assert "{}".format(x) == "None"
%   153  ERROR: ValueError at line 19
%   154  line 19: assert "{}".format(x) == "None"
%   155  ERROR: IndexError at line 19
%   156  line 19: assert "{}".format(x) == "None"
%   157  ERROR: KeyError at line 19
%   158  line 19: assert "{}".format(x) == "None"
%   159  ERROR: TypeError at line 19
%   160  line 19: assert "{}".format(x) == "None"
%   161  line 19: assert "{}".format(x) == "None"
%   162  ERROR: AssertionError at line 19
%   163  line 20: try:
%   164  line 25: try:
%   165  line 21: "{:d}".format(s)
%   166  ERROR: IndexError at line 21
%   167  line 21: "{:d}".format(s)
%   168  ERROR: KeyError at line 21
%   169  line 21: "{:d}".format(s)
%   170  ERROR: TypeError at line 21
%   171  line 21: "{:d}".format(s)
%   172  ERROR: a construct tracer does not model at line 21
%   173  line 22: assert False
%   174  ERROR: AssertionError at line 22
%   175  ERROR: ValueError at line 26
%   176  line 26: "{1}".format(s)
%   177  line 26: "{1}".format(s)
%   178  ERROR: KeyError at line 26
%   179  line 26: "{1}".format(s)
%   180  ERROR: TypeError at line 26
%   181  line 26: "{1}".format(s)
%   182  ERROR: a construct tracer does not model at line 26
%   183  line 27: assert False
%   184  ERROR: AssertionError at line 27
%   185  ERROR: ValueError at line 31
%   186  line 31: assert repr("it's") == '"it\'s"' and repr(7) == "7" and repr(None) == "None"
%   187  ERROR: IndexError at line 31
%   188  line 31: assert repr("it's") == '"it\'s"' and repr(7) == "7" and repr(None) == "None"
%   189  ERROR: KeyError at line 31
%   190  line 31: assert repr("it's") == '"it\'s"' and repr(7) == "7" and repr(None) == "None"
%   191  ERROR: TypeError at line 31
%   192  line 31: assert repr("it's") == '"it\'s"' and repr(7) == "7" and repr(None) == "None"
%   193  ERROR: a construct tracer does not model at line 31
%   194  line 31: assert repr("it's") == '"it\'s"' and repr(7) == "7" and repr(None) == "None"
%   195  line 31: assert repr("it's") == '"it\'s"' and repr(7) == "7" and repr(None) == "None"
%   196  line 31: assert repr("it's") == '"it\'s"' and repr(7) == "7" and repr(None) == "None"
%   197  line 31: assert repr("it's") == '"it\'s"' and repr(7) == "7" and repr(None) == "None"
%   198  ERROR: ValueError at line 31
%   199  line 31: assert repr("it's") == '"it\'s"' and repr(7) == "7" and repr(None) == "None"
%   200  line 31: assert repr("it's") == '"it\'s"' and repr(7) == "7" and repr(None) == "None"
%   201  ERROR: IndexError at line 31
%   202  line 31: assert repr("it's") == '"it\'s"' and repr(7) == "7" and repr(None) == "None"
%   203  ERROR: KeyError at line 31
%   204  line 31: assert repr("it's") == '"it\'s"' and repr(7) == "7" and repr(None) == "None"
%   205  ERROR: TypeError at line 31
%   206  line 31: assert repr("it's") == '"it\'s"' and repr(7) == "7" and repr(None) == "None"
%   207  ERROR: a construct tracer does not model at line 31
%   208  line 31: assert repr("it's") == '"it\'s"' and repr(7) == "7" and repr(None) == "None"
%   209  line 31: assert repr("it's") == '"it\'s"' and repr(7) == "7" and repr(None) == "None"
%   210  line 31: assert repr("it's") == '"it\'s"' and repr(7) == "7" and repr(None) == "None"
%   211  line 31: assert repr("it's") == '"it\'s"' and repr(7) == "7" and repr(None) == "None"
%   212  ERROR: ValueError at line 31
%   213  line 31: assert repr("it's") == '"it\'s"' and repr(7) == "7" and repr(None) == "None"
%   214  ERROR: IndexError at line 31
%   215  line 31: assert repr("it's") == '"it\'s"' and repr(7) == "7" and repr(None) == "None"
%   216  ERROR: KeyError at line 31
%   217  line 31: assert repr("it's") == '"it\'s"' and repr(7) == "7" and repr(None) == "None"
%   218  ERROR: TypeError at line 31
%   219  line 31: assert repr("it's") == '"it\'s"' and repr(7) == "7" and repr(None) == "None"
%   220  ERROR: a construct tracer does not model at line 31
%   221  line 31: assert repr("it's") == '"it\'s"' and repr(7) == "7" and repr(None) == "None"
%   222  ERROR: AssertionError at line 31
%   223  line 32: assert ascii("é") == "'\\xe9'" and repr("é") == "'é'"
%   224  ERROR: ValueError at line 32
%   225  line 32: assert ascii("é") == "'\\xe9'" and repr("é") == "'é'"
%   226  ERROR: IndexError at line 32
%   227  line 32: assert ascii("é") == "'\\xe9'" and repr("é") == "'é'"
%   228  ERROR: KeyError at line 32
%   229  line 32: assert ascii("é") == "'\\xe9'" and repr("é") == "'é'"
%   230  ERROR: TypeError at line 32
%   231  line 32: assert ascii("é") == "'\\xe9'" and repr("é") == "'é'"
%   232  ERROR: a construct tracer does not model at line 32
%   233  line 32: assert ascii("é") == "'\\xe9'" and repr("é") == "'é'"
%   234  line 32: assert ascii("é") == "'\\xe9'" and repr("é") == "'é'"
%   235  line 32: assert ascii("é") == "'\\xe9'" and repr("é") == "'é'"
%   236  line 32: assert ascii("é") == "'\\xe9'" and repr("é") == "'é'"
%   237  ERROR: ValueError at line 32
%   238  line 32: assert ascii("é") == "'\\xe9'" and repr("é") == "'é'"
%   239  ERROR: IndexError at line 32
%   240  line 32: assert ascii("é") == "'\\xe9'" and repr("é") == "'é'"
%   241  ERROR: KeyError at line 32
%   242  line 32: assert ascii("é") == "'\\xe9'" and repr("é") == "'é'"
%   243  ERROR: TypeError at line 32
%   244  line 32: assert ascii("é") == "'\\xe9'" and repr("é") == "'é'"
%   245  ERROR: a construct tracer does not model at line 32
%   246  line 32: assert ascii("é") == "'\\xe9'" and repr("é") == "'é'"
%   247  ERROR: AssertionError at line 32

p(0, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(3, main#1.n', main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), main#1.n' = 42.   % line 4
p(2, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(186, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 31
p(2, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(185, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 31
p(3, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(4, main#1.n, main#1.s', main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), main#1.s' = (97, 98).   % line 5
p(4, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(6, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 6
p(4, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(5, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 6
p(6, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(7, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 6
p(6, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(5, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 6
p(7, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(9, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 6
p(7, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(8, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 6
p(9, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(11, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 6
p(9, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(10, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 6
p(11, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(13, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 6
p(11, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(12, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 6
p(13, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(15, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 6
p(13, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(14, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 6
p(15, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(17, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 6
p(15, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(16, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 6
p(17, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(19, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 7
p(17, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(18, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 7
p(19, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(21, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 7
p(19, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(20, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 7
p(21, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(23, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 7
p(21, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(22, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 7
p(23, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(25, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 7
p(23, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(24, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 7
p(25, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(27, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 7
p(25, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(26, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 7
p(27, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(29, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 7
p(27, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(28, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 7
p(29, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(31, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 8
p(29, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(30, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 8
p(31, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(32, main#1.n, main#1.s, main#1.w, main#1.x, $seq1', $seq2, $seq3, $v4, $v5, $v6), $seq1' = 0.   % line 8
p(32, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(34, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 8
p(32, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(33, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 8
p(34, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(36, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 8
p(34, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(35, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 8
p(36, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(38, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 8
p(36, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(37, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 8
p(38, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(40, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 8
p(38, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(39, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 8
p(40, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(41, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 8
p(40, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(30, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 8
p(41, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(43, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 8
p(41, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(42, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 8
p(43, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(44, main#1.n, main#1.s, main#1.w', main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), main#1.w' = 6.   % line 9
p(44, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(46, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 10
p(44, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(45, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 10
p(46, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(47, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2', $seq3, $v4, $v5, $v6), $seq2' = 0.   % line 10
p(47, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(49, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 10
p(47, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(48, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 10
p(49, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(51, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 10
p(49, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(50, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 10
p(51, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(53, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 10
p(51, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(52, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 10
p(53, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(55, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 10
p(53, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(54, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 10
p(55, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(56, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 10
p(55, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(45, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 10
p(56, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(58, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 10
p(56, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(57, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 10
p(58, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(60, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 11
p(58, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(59, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 11
p(60, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(61, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 11
p(60, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(59, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 11
p(61, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(63, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 11
p(61, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(62, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 11
p(63, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(65, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 11
p(63, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(64, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 11
p(65, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(67, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 11
p(65, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(66, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 11
p(67, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(69, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 11
p(67, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(68, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 11
p(69, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(71, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 11
p(69, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(70, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 11
p(71, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(73, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 12
p(71, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(72, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 12
p(73, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(75, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 12
p(73, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(74, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 12
p(75, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(77, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 12
p(75, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(76, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 12
p(77, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(79, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 12
p(77, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(78, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 12
p(79, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(81, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 12
p(79, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(80, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 12
p(81, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(82, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 12
p(81, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(72, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 12
p(82, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(84, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 12
p(82, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(83, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 12
p(84, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(86, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 13
p(84, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(85, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 13
p(86, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(88, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 13
p(86, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(87, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 13
p(88, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(90, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 13
p(88, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(89, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 13
p(90, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(92, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 13
p(90, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(91, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 13
p(92, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(94, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 13
p(92, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(93, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 13
p(94, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(95, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 13
p(94, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(85, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 13
p(95, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(97, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 13
p(95, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(96, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 13
p(97, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(99, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 14
p(97, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(98, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 14
p(99, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(101, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 14
p(99, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(100, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 14
p(101, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(103, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 14
p(101, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(102, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 14
p(103, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(105, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 14
p(103, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(104, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 14
p(105, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(107, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 14
p(105, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(106, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 14
p(107, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(108, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 14
p(107, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(98, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 14
p(108, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(110, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 14
p(108, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(109, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 14
p(110, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(112, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 15
p(110, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(111, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 15
p(112, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(114, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 15
p(112, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(113, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 15
p(114, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(116, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 15
p(114, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(115, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 15
p(116, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(118, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 15
p(116, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(117, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 15
p(118, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(120, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 15
p(118, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(119, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 15
p(120, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(122, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 15
p(120, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(121, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 15
p(122, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(124, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 16
p(122, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(123, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 16
p(124, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(125, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 16
p(124, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(123, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 16
p(125, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(127, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 16
p(125, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(126, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 16
p(127, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(129, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 16
p(127, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(128, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 16
p(129, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(131, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 16
p(129, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(130, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 16
p(131, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(133, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 16
p(131, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(132, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 16
p(133, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(135, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 16
p(133, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(134, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 16
p(135, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(137, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 17
p(135, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(136, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 17
p(137, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(138, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 17
p(137, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(136, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 17
p(138, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(140, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 17
p(138, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(139, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 17
p(140, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(142, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 17
p(140, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(141, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 17
p(142, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(144, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 17
p(142, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(143, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 17
p(144, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(146, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 17
p(144, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(145, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 17
p(146, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(148, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 17
p(146, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(147, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 17
p(148, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(149, main#1.n, main#1.s, main#1.w, main#1.x', $seq1, $seq2, $seq3, $v4, $v5, $v6), main#1.x' = ().   % line 18
p(149, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(151, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 19
p(149, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(150, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 19
p(151, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(152, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3', $v4, $v5, $v6), $seq3' = 0.   % line 19
p(152, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(154, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 19
p(152, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(153, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 19
p(154, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(156, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 19
p(154, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(155, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 19
p(156, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(158, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 19
p(156, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(157, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 19
p(158, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(160, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 19
p(158, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(159, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 19
p(160, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(161, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 19
p(160, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(150, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 19
p(161, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(163, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 19
p(161, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(162, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 19
p(163, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(165, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 21
p(163, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(164, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 21
p(164, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(176, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 26
p(164, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(175, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 26
p(165, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(167, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 21
p(165, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(166, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 21
p(167, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(169, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 21
p(167, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(168, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 21
p(169, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(171, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 21
p(169, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(170, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 21
p(171, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(173, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 21
p(171, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(172, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 21
p(173, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(164, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 22
p(173, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(174, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 22
p(176, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(177, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 26
p(176, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(2, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 26
p(177, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(179, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 26
p(177, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(178, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 26
p(179, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(181, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 26
p(179, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(180, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 26
p(181, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(183, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 26
p(181, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(182, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 26
p(183, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(2, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 27
p(183, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(184, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 27
p(186, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(188, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 31
p(186, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(187, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 31
p(188, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(190, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 31
p(188, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(189, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 31
p(190, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(192, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 31
p(190, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(191, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 31
p(192, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(194, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 31
p(192, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(193, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 31
p(194, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(195, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 31
p(194, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(196, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 31
p(195, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(199, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 31
p(195, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(198, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 31
p(196, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(197, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4', $v5, $v6), $v4' = True.   % line 31
p(197, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(209, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), $v4.   % line 31
p(197, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(210, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), not $v4.   % line 31
p(199, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(200, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 31
p(199, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(198, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 31
p(200, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(202, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 31
p(200, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(201, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 31
p(202, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(204, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 31
p(202, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(203, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 31
p(204, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(206, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 31
p(204, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(205, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 31
p(206, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(208, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 31
p(206, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(207, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 31
p(208, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(197, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4', $v5, $v6), $v4' = True.   % line 31
p(209, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(213, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 31
p(209, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(212, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 31
p(210, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(211, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5', $v6), $v5' = $v4.   % line 31
p(211, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(223, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), $v5.   % line 31
p(211, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(222, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), not $v5.   % line 31
p(213, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(215, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 31
p(213, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(214, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 31
p(215, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(217, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 31
p(215, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(216, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 31
p(217, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(219, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 31
p(217, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(218, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 31
p(219, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(221, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 31
p(219, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(220, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 31
p(221, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(211, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5', $v6), $v5' = True.   % line 31
p(223, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(225, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 32
p(223, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(224, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 32
p(225, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(227, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 32
p(225, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(226, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 32
p(227, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(229, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 32
p(227, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(228, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 32
p(229, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(231, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 32
p(229, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(230, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 32
p(231, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(233, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 32
p(231, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(232, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 32
p(233, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(234, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 32
p(233, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(235, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 32
p(234, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(238, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 32
p(234, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(237, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 32
p(235, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(236, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6'), $v6' = True.   % line 32
p(236, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(1, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), $v6.   % line 32
p(236, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(247, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), not $v6.   % line 32
p(238, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(240, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 32
p(238, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(239, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 32
p(240, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(242, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 32
p(240, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(241, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 32
p(242, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(244, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 32
p(242, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(243, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 32
p(244, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(246, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), True.   % line 32
p(244, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(245, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6), False.   % line 32
p(246, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6) :- p(236, main#1.n, main#1.s, main#1.w, main#1.x, $seq1, $seq2, $seq3, $v4, $v5, $v6'), $v6' = True.   % line 32
