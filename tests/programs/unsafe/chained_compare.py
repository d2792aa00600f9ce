# expect: unsafe
# A comparison chain evaluates its middle operand once and stops at the first false
# comparison, so the division is reached only when 0 <= a < 10.
def main(a: int, b: int) -> bool:
    return 0 <= a < 10 > a // b
