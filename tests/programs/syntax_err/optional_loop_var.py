# expect: error
def main() -> int:
    x = None
    for x in range(3):
        pass
    return x
