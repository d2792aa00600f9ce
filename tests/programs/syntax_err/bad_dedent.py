# expect: error
def main(x: int) -> int:
    if x > 0:
        y = 1
      z = 2
    return x
