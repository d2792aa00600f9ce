# tracer-flags: --entry push_twice
# A function with a list parameter, checked as the entry: its input is a list.
def push_twice(xs: list[int], k: int) -> int:
    xs.append(k)
    xs.append(k)
    assert len(xs) < 4, f"{len(xs)} items"
    return sum(xs)
