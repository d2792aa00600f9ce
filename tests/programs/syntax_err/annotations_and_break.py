# expect: error
def main(x) -> int:
    break
    return "text"
