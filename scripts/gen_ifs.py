#!/usr/bin/env python3
"""Writes a minipy program with N sequential, independent ifs (2^N paths), the
Symbolic Execution book's worst case for tree interpreters:  gen_ifs.py N > f.py"""
import sys

n = int(sys.argv[1])
params = ", ".join(f"x{i}: int" for i in range(1, n + 1))
print("# expect: safe")
print(f"def main({params}) -> None:")
print("    s = 0")
for i in range(1, n + 1):
    print(f"    if x{i} > 0:")
    print("        s = s + 1")
print(f"    assert 0 <= s and s <= {n}")
