# expect: safe
"""Head/tail/size bookkeeping of a ring buffer with 4 slots."""

CAPACITY = 4
head = 0
tail = 0
size = 0


def __VERIFIER_assert(cond):
    if not cond:
        reach_error()


def push():
    global tail, size
    if size < CAPACITY:
        tail = (tail + 1) % CAPACITY
        size += 1
        return True
    return False


def pop():
    global head, size
    if size > 0:
        head = (head + 1) % CAPACITY
        size -= 1
        return True
    return False


def main():
    pushed = popped = 0
    for _ in range(12):
        if __VERIFIER_nondet_bool():
            if push():
                pushed += 1
        elif pop():
            popped += 1
        __VERIFIER_assert(0 <= size <= CAPACITY)
        __VERIFIER_assert((head + size) % CAPACITY == tail)
        __VERIFIER_assert(pushed - popped == size)


if __name__ == "__main__":
    main()
