# expect: unsafe
# fails when: pop() takes from the back: after two enqueues the first dequeue returns the newer value
# witness: 3, True, 1, True, 2, False
"""A FIFO queue on a list (append, pop(0)): values leave in the order they came."""
from _sv_verifier import nondet_int, nondet_bool, assume


def main():
    queue = []
    log = []
    served = 0
    steps = nondet_int()
    assume(0 <= steps <= 6)
    for _ in range(steps):
        if nondet_bool():
            v = nondet_int()
            queue.append(v)
            log.append(v)
        elif len(queue) > 0:
            front = queue.pop()
            assert front == log[served]
            served += 1
        assert len(queue) == len(log) - served
    if queue:
        assert queue[0] == log[served]
        assert queue[-1] == log[-1]


main()
