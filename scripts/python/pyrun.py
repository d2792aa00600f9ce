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
import importlib.util
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import _sv_verifier as sv  # noqa: E402

# Files that use the built-ins without importing them still run.
for _name in sv.__all__:
    setattr(builtins, _name, getattr(sv, _name))


def load(path):
    spec = importlib.util.spec_from_file_location("minipy_program", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


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
        value = func(*args)
        result = None
    except sv.VerifierStop:
        result = None
    except Exception as exc:  # minipy's exceptions, compared by the test
        result = {"outcome": "exception", "exception": type(exc).__name__, "line": raise_line(exc, path)}
    if sv.events:
        # The first error() or failed assume ends the run, even if a bare except
        # caught the VerifierStop that reported it.
        kind, line = sv.events[0]
        return {"outcome": kind, "line": line}
    if result is not None:
        return result
    return {"outcome": "return", "value": repr(value)}


def main():
    path, entry = sys.argv[1], sys.argv[2]
    sys.setrecursionlimit(10000)
    func = getattr(load(path), entry)
    for line in sys.stdin:
        if line.strip():
            print(json.dumps(run_case(func, path, json.loads(line))), flush=True)


if __name__ == "__main__":
    main()
