"""Runs a minipy program's entry function under CPython on many cases, for the
differential tests: one JSON case per input line, one JSON outcome per output line.

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


# The entry that stands for a script's module code.
MODULE = "<module>"


def compiled(path):
    """The file's code, without its definition of reach_error(): SV-COMP's convention
    makes a call of reach_error() the violation, whatever body the file gives it, so
    the call must reach the shim's."""
    with open(path) as f:
        tree = ast.parse(f.read(), path)
    tree.body = [s for s in tree.body if not (isinstance(s, ast.FunctionDef) and s.name == "reach_error")]
    return compile(tree, path, "exec")


def load(path):
    namespace = {"__name__": "minipy_program", "__file__": path}
    exec(compiled(path), namespace)
    return namespace


def run_script(code, path, case):
    """Runs a script's module code as CPython runs the file."""
    sv.set_nondet([ast.literal_eval(v) for v in case.get("nondet", [])])
    result = None
    try:
        # The program's own output must not mix with the outcomes on stdout.
        with contextlib.redirect_stdout(io.StringIO()):
            exec(code, {"__name__": "__main__", "__file__": path})
    except sv.VerifierStop:
        pass
    except SystemExit as exc:
        # tracer's interpreter ends such a run as a blocked one (no violation).
        result = {"outcome": "assume_failed", "line": raise_line(exc, path)}
    except Exception as exc:
        result = {"outcome": "exception", "exception": type(exc).__name__, "line": raise_line(exc, path)}
    if sv.events:
        kind, line = sv.events[0]
        # tracer's interpreter ends a run at abort() as a blocked one: for the
        # verdict the two are the same (no violation, nothing after it).
        return {"outcome": "assume_failed" if kind == "abort" else kind, "line": line}
    return result or {"outcome": "return", "value": "None"}


def raise_line(exc, path):
    line = None
    tb = exc.__traceback__
    real = os.path.realpath(path)
    while tb is not None:
        if os.path.realpath(tb.tb_frame.f_code.co_filename) == real:
            line = tb.tb_lineno
        tb = tb.tb_next
    return line


def run_case(func, path, case):
    args = [ast.literal_eval(a) for a in case["args"]]
    sv.set_nondet([ast.literal_eval(v) for v in case.get("nondet", [])])
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            value = func(*args)
        result = None
    except sv.VerifierStop:
        result = None
    except SystemExit as exc:
        result = {"outcome": "assume_failed", "line": raise_line(exc, path)}
    except Exception as exc:  # minipy's exceptions, compared by the test
        result = {"outcome": "exception", "exception": type(exc).__name__, "line": raise_line(exc, path)}
    if sv.events:
        # The first error() or failed assume ends the run, even if a bare except
        # caught the VerifierStop that reported it.
        kind, line = sv.events[0]
        return {"outcome": "assume_failed" if kind == "abort" else kind, "line": line}
    if result is not None:
        return result
    return {"outcome": "return", "value": repr(value)}


def main():
    path, entry = sys.argv[1], sys.argv[2]
    sys.setrecursionlimit(10000)
    # Read every case first: exit() (site's Quitter) closes sys.stdin.
    cases = sys.stdin.read().splitlines()
    if entry == MODULE:
        code = compiled(path)
        for line in cases:
            if line.strip():
                print(json.dumps(run_script(code, path, json.loads(line))), flush=True)
        return
    func = load(path)[entry]
    for line in cases:
        if line.strip():
            print(json.dumps(run_case(func, path, json.loads(line))), flush=True)


if __name__ == "__main__":
    main()
