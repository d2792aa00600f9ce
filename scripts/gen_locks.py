"""Writes the SV-COMP `locks` pattern with N locks, as minipy.

    python3 scripts/gen_locks.py 12 > /tmp/locks_12.py
    python3 scripts/gen_locks.py 12 --unsafe > /tmp/locks_12_unsafe.py

A loop whose body takes lock k when p_k != 0 and then releases every lock it took,
failing if a lock it should hold is open. The paths through one iteration are 2^N;
a verifier must find that the joins after each `if` meet the same condition, or
explode. The unsafe variant takes the last lock only when p_N > 0, so a negative
p_N reaches the error.
"""

import sys


def locks(n, unsafe):
    lines = [
        f"# expect: {'unsafe' if unsafe else 'safe'}",
        f"# SV-COMP locks pattern with N = {n}{' (unsafe variant)' if unsafe else ''}.",
        "from _sv_verifier import nondet_bool, nondet_int, error",
        "",
        "",
        "def main() -> None:",
    ]
    lines += [f"    p{k} = nondet_int()" for k in range(1, n + 1)]
    lines += ["    while nondet_bool():"]
    lines += [f"        lk{k} = 0" for k in range(1, n + 1)]
    for k in range(1, n + 1):
        cond = f"p{k} > 0" if unsafe and k == n else f"p{k} != 0"
        lines += [f"        if {cond}:", f"            lk{k} = 1"]
    for k in range(1, n + 1):
        lines += [f"        if p{k} != 0:", f"            if lk{k} != 1:", "                error()", f"            lk{k} = 0"]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(args) != 1 or not args[0].isdigit():
        sys.exit("usage: gen_locks.py N [--unsafe]")
    sys.stdout.write(locks(int(args[0]), "--unsafe" in sys.argv))
