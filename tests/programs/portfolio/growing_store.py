# expect: safe
# The SET engine's store holds expressions over symbols; `floor += direction`, where
# `direction` reads `floor` twice, would triple the stored expression each
# iteration (3^30 nodes here) unless a large one gets a symbol of its own.
floor = 0
target = nondet_int()
assume(0 <= target <= 5)
for tick in range(30):
    direction = (target > floor) - (target < floor)
    floor += direction
    assert 0 <= floor <= 5
