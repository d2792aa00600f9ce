# expect: error
def main(x: int) -> int:
    return x + undefined_name
