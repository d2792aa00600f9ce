"""Writes the TRACER paper's Fig. 3(c) or 3(d) program for a given N, as minipy.

    python3 scripts/gen_fig3.py c 160 > /tmp/fig3c_160.py
    python3 scripts/gen_fig3.py d 40 --unsafe > /tmp/fig3d_40_unsafe.py

Fig. 3(c): N nondet increments of s by 1 or 2, and the error needs s + z > 2N with
z == 0 (impossible: s <= 2N). The unsafe variant checks s + z >= 2N.
Fig. 3(d): x comes from a call that always returns 0; N nondet joint increments of s
and t; the error needs t > N (impossible). The unsafe variant checks t >= N.
"""

import sys


def fig3c(n, unsafe):
    lines = [
        f"# expect: {'unsafe' if unsafe else 'safe'}",
        f"# TRACER paper, Fig. 3(c) with N = {n}{' (unsafe variant)' if unsafe else ''}.",
        "from _sv_verifier import nondet_bool, error",
        "",
        "",
        "def main() -> None:",
        "    s = 0",
        "    if nondet_bool():",
        "        z = 0",
        "    else:",
        "        z = 999",
    ]
    for _ in range(n):
        lines += ["    if nondet_bool():", "        s += 1", "    else:", "        s += 2"]
    cmp = ">=" if unsafe else ">"
    lines += [f"    if s + z {cmp} 2 * {n} and z == 0:", "        error()"]
    return "\n".join(lines) + "\n"


def fig3d(n, unsafe):
    lines = [
        f"# expect: {'unsafe' if unsafe else 'safe'}",
        f"# TRACER paper, Fig. 3(d) with N = {n}{' (unsafe variant)' if unsafe else ''}.",
        "from _sv_verifier import nondet_bool, error",
        "",
        "",
        "def complex_func(k: int) -> int:",
        '    """Always 0, but not syntactically so."""',
        "    r = k * k",
        "    return r - k * k",
        "",
        "",
        "def main(a: int) -> None:",
        "    if nondet_bool():",
        "        x = 0",
        "        y = 0",
        "    else:",
        "        x = complex_func(a)",
        "        y = 0",
        "    s = x",
        "    t = y",
    ]
    for _ in range(n):
        lines += ["    if nondet_bool():", "        s += 1", "        t += 1"]
    cmp = ">=" if unsafe else ">"
    lines += [f"    if t {cmp} {n} and s {cmp} {n}:", "        error()"]
    return "\n".join(lines) + "\n"


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in ("c", "d"):
        sys.exit(__doc__)
    n = int(sys.argv[2])
    unsafe = "--unsafe" in sys.argv[3:]
    sys.stdout.write((fig3c if sys.argv[1] == "c" else fig3d)(n, unsafe))


if __name__ == "__main__":
    main()
