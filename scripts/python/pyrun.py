"""Runs a minipy program under CPython on many cases, for the differential tests:
one JSON case per input line, one JSON outcome per output line. ENTRY is a function,
or `<module>` for a script's module code (run as `__main__`).

    python3 pyrun.py FILE ENTRY < cases.jsonl

case:    {"args": ["3", "(1, -2)", "True"], "nondet": ["5", "-1"]}   (Python literals)
outcome: {"outcome": "return", "value": "(1, 2)"}
         {"outcome": "error" | "assume_failed", "line": 7}
         {"outcome": "exception", "exception": "ZeroDivisionError", "line": 7}
"""

import ast
import builtins
import contextlib
import io
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import _sv_verifier as sv  # noqa: E402

# Files that use the built-ins without importing them still run.
for _name in sv.__all__:
    setattr(builtins, _name, getattr(sv, _name))
sv.install()


# The entry that stands for a script's module code.
MODULE = "<module>"


def compiled(path):
    """The file's code as tracer reads it (`_sv_verifier.set_aside`): a call of
    reach_error() reaches the shim's, and so does a call of an intrinsic the file
    declares with an empty stub."""
    with open(path) as f:
        tree = sv.set_aside(ast.parse(f.read(), path))
    return compile(tree, path, "exec")


def load(path):
    namespace = {"__name__": "minipy_program", "__file__": path}
    exec(compiled(path), namespace)
    return namespace


def raise_line(exc, path):
    line = None
    tb = exc.__traceback__
    real = os.path.realpath(path)
    while tb is not None:
        if os.path.realpath(tb.tb_frame.f_code.co_filename) == real:
            line = tb.tb_lineno
        tb = tb.tb_next
    return line


def run_case(call, path, case):
    """Runs `call()` (the entry function on the case's arguments, or a script's module
    code) with the case's nondet values; its outcome in the terms of tracer's
    interpreter."""
    sv.set_nondet([sv.value(v) for v in case.get("nondet", [])])
    value, result = None, None
    try:
        # The program's own output must not mix with the outcomes on stdout.
        with contextlib.redirect_stdout(io.StringIO()):
            value = call()
    except sv.VerifierStop:
        pass
    except SystemExit as exc:
        # tracer's interpreter ends such a run as a blocked one (no violation).
        result = {"outcome": "assume_failed", "line": raise_line(exc, path)}
    except Exception as exc:  # minipy's exceptions, compared by the test
        result = {"outcome": "exception", "exception": type(exc).__name__, "line": raise_line(exc, path)}
    if sv.events:
        # The first error() or failed assume ends the run, even if a bare except
        # caught the VerifierStop that reported it. A run ended by abort() is a
        # blocked one for the interpreter: for the verdict the two are the same.
        kind, line = sv.events[0]
        return {"outcome": "assume_failed" if kind == "abort" else kind, "line": line}
    return result or {"outcome": "return", "value": repr(value)}


def main():
    path, entry = sys.argv[1], sys.argv[2]
    sys.setrecursionlimit(10000)
    # Read every case first: exit() (site's Quitter) closes sys.stdin.
    cases = sys.stdin.read().splitlines()
    if entry == MODULE:
        code = compiled(path)
    else:
        func = load(path)[entry]

    def call(case):
        if entry == MODULE:
            return lambda: exec(code, {"__name__": "__main__", "__file__": path})
        args = [sv.value(a) for a in case["args"]]
        return lambda: func(*args)

    for line in cases:
        if line.strip():
            case = json.loads(line)
            print(json.dumps(run_case(call(case), path, case)), flush=True)


if __name__ == "__main__":
    main()
