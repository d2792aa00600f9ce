#!/usr/bin/env python3
"""Checks the verdicts of the Python benchmark corpus under CPython.

    python3 benchmarks/python/check_corpus.py [--runs N] [--exhaustive N] [--seed S] [-v] [FILE.py ...]
    python3 benchmarks/python/check_corpus.py --replay '4, 8' benchmarks/python/gcd_unsafe.py

Every NAME.py here (this script excepted) is run in-process as `__main__`, many times:
first on all nondet sequences over small values (a bounded exhaustive search: ints in
-3..12, both bools; the first choices of a run branch as long as the number of
sequences stays within --exhaustive, later ones take 0 / False), then on --runs random
sequences (ints mostly in -20..20, some small, some large; random bools). The shim's
built-ins (scripts/python/_sv_verifier.py, recording mode) are put in builtins, the
nondet functions replaced by the checker's own generator. Outcome of a run:

  discarded   an assume failed (not a run of the program)
  ok          the program ended: normally, by exit()/sys.exit() or by abort()
  reach_error reach_error() was called, the built-in or a definition in the file
              (reaching the call is the violation, whatever its body does)
  assert      an uncaught AssertionError
  <Name>      another uncaught exception (ZeroDivisionError, IndexError, ValueError, ...)
  timeout     the run took longer than 2 s (a checker failure, never expected)

The checker confirms, per file:
  * the first line is `# expect: safe` or `# expect: unsafe`;
  * safe: no failing run, and enough runs that were not discarded;
  * unsafe: at least one failing run; the `# witness:` line (the nondet values in
    the order the program asks for them) replays to a failure;
  * NAME.yml names NAME.py, the property ../properties/unreach-call.prp, and its
    expected_verdict is true iff no run called reach_error() (for unsafe files:
    false iff a reach_error() run was seen, and if true, the failure seen is an
    assert or an exception).
It prints a table and exits 1 on any disagreement. Random testing cannot prove a
program safe: the safe programs are also small enough to argue by hand.
"""

import argparse
import ast
import builtins
import os
import random
import struct
import re
import signal
import sys
import types

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "scripts", "python"))
import _sv_verifier as sv  # noqa: E402

SMALL_INTS = [0, 1, 2, -1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, -2, -3]
# The floats the exhaustive search branches over, and half the random draws: the
# values where floats surprise (nan, the infinities, -0.0, the extremes, halves).
AWKWARD_FLOATS = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 60.0, float("nan"), float("inf"), float("-inf"), 5e-324, 1.7976931348623157e308]
LARGE = [100, -100, 255, 256, 1000, -1000, 2**31 - 1, -(2**31), 2**63, -(2**63)]
MAX_NONDET = 2000  # nondet calls per run (a runaway loop)


class Exhausted(BaseException):
    """A run asked for more than MAX_NONDET values (a runaway loop)."""


class Timeout(BaseException):
    pass


class Chooser:
    """Supplies nondet values: random, or replaying a prefix and then recording the
    choices for a depth-first enumeration of all sequences over small domains."""

    def __init__(self, rng=None, prefix=None, fixed=None, cap=1):
        self.rng = rng
        self.prefix = prefix  # exhaustive mode: list of (index, domain size)
        self.fixed = fixed  # witness mode: the values, then 0 / False
        self.trail = []  # exhaustive mode: (index, domain size) of every branching choice
        self.values = []
        self.cap = cap  # exhaustive mode: the most sequences the choices may span
        self.sequences = 1
        self.truncated = False  # exhaustive mode: a later choice took its default

    def _count(self):
        if len(self.values) >= MAX_NONDET:
            raise Exhausted()

    def _exhaustive(self, domain):
        if self.truncated or self.sequences * len(domain) > self.cap:
            self.truncated = True
            return domain[0]
        self.sequences *= len(domain)
        pos = len(self.trail)
        idx = self.prefix[pos][0] if pos < len(self.prefix) else 0
        self.trail.append((idx, len(domain)))
        return domain[idx]

    def int(self):
        self._count()
        if self.fixed is not None:
            v = self.fixed[len(self.values)] if len(self.values) < len(self.fixed) else 0
            v = int(v)
        elif self.prefix is not None:
            v = self._exhaustive(SMALL_INTS)
        else:
            r = self.rng.random()
            if r < 0.6:
                v = self.rng.randint(-20, 20)
            elif r < 0.8:
                v = self.rng.randint(0, 5)
            elif r < 0.9:
                v = self.rng.randint(-300, 300)
            else:
                v = self.rng.choice(LARGE)
        self.values.append(v)
        return v

    def float_(self):
        self._count()
        if self.fixed is not None:
            v = self.fixed[len(self.values)] if len(self.values) < len(self.fixed) else 0.0
            v = v if isinstance(v, float) else 0.0
        elif self.prefix is not None:
            v = self._exhaustive(AWKWARD_FLOATS)
        else:
            r = self.rng.random()
            if r < 0.5:
                v = self.rng.choice(AWKWARD_FLOATS)
            elif r < 0.8:
                v = self.rng.uniform(-200.0, 200.0)
            else:
                v = struct.unpack("<d", struct.pack("<Q", self.rng.getrandbits(64)))[0]
        self.values.append(v)
        return v

    def bool(self):
        self._count()
        if self.fixed is not None:
            v = self.fixed[len(self.values)] if len(self.values) < len(self.fixed) else False
            v = bool(v)
        elif self.prefix is not None:
            v = self._exhaustive([False, True])
        else:
            v = self.rng.random() < 0.5
        self.values.append(v)
        return v


CURRENT = None
DEVNULL = open(os.devnull, "w")


def _nondet_int():
    return CURRENT.int()


def _nondet_bool():
    return CURRENT.bool()


def _nondet_float():
    return CURRENT.float_()


def _reach_error_hook():
    """Called first thing in a reach_error() the file defines itself."""
    line = sys._getframe(2).f_lineno
    sv.events.append(("error", line))
    raise sv.VerifierStop("error")


def install_builtins():
    for name in sv.__all__:
        setattr(builtins, name, getattr(sv, name))
    for name in ("nondet_int", "__VERIFIER_nondet_int"):
        setattr(builtins, name, _nondet_int)
        setattr(sv, name, _nondet_int)
    for name in ("nondet_bool", "__VERIFIER_nondet_bool"):
        setattr(builtins, name, _nondet_bool)
        setattr(sv, name, _nondet_bool)
    for name in ("nondet_float", "nondet_double", "__VERIFIER_nondet_float", "__VERIFIER_nondet_double"):
        setattr(builtins, name, _nondet_float)
        setattr(sv, name, _nondet_float)
    builtins.__sv_reach_error_hook__ = _reach_error_hook


def compile_program(path):
    """The file's code, with a call of the hook prepended to every reach_error() the
    file defines (so that a call counts even when the body is `pass`)."""
    source = open(path).read()
    tree = ast.parse(source, path)
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name == "reach_error":
            call = ast.Expr(ast.Call(ast.Name("__sv_reach_error_hook__", ast.Load()), [], []))
            ast.copy_location(call, node)
            ast.fix_missing_locations(call)
            node.body.insert(0, call)
    return source, compile(tree, path, "exec")


def _alarm(signum, frame):
    raise Timeout()


def run_once(code, path, chooser, show_output=False):
    """One run: its outcome (see the module doc) and the nondet values it used."""
    global CURRENT
    CURRENT = chooser
    sv.set_nondet([], mode="record")
    outcome = None
    signal.setitimer(signal.ITIMER_REAL, 2.0)
    saved_stdout = sys.stdout
    if not show_output:
        sys.stdout = DEVNULL
    try:
        exec(code, {"__name__": "__main__", "__file__": path, "__builtins__": builtins})
        outcome = "ok"
    except sv.VerifierStop:
        outcome = None
    except SystemExit:
        outcome = "ok"
    except Exhausted:
        outcome = "cut"
    except Timeout:
        outcome = "timeout"
    except AssertionError:
        outcome = "assert"
    except Exception as exc:  # an uncaught exception is a failure
        outcome = type(exc).__name__
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        sys.stdout = saved_stdout
    if sv.events:
        # The first error / failed assume / abort decides, even if the program's own
        # `except` caught the VerifierStop that reported it.
        kind = sv.events[0][0]
        outcome = {"error": "reach_error", "assume_failed": "discarded", "abort": "ok"}[kind]
    return outcome, list(chooser.values)


FAILURES_OK = ("ok", "discarded", "cut")


def header(source, key):
    m = re.search(r"^#[ \t]*" + key + r":[ \t]*(.*)$", source, re.M)
    return m.group(1).strip() if m else None


def read_yml(path):
    """The few fields of an SV-COMP task definition this corpus uses (no PyYAML)."""
    fields = {}
    if not os.path.exists(path):
        return None
    text = open(path).read()
    for key in ("format_version", "input_files", "property_file", "expected_verdict", "language"):
        m = re.search(r"^\s*-?\s*" + key + r":\s*(.+?)\s*$", text, re.M)
        if m:
            fields[key] = m.group(1).strip("'\"")
    return fields


def check_file(path, runs, exhaustive_cap, seed, verbose):
    name = os.path.basename(path)[:-3]
    source, code = compile_program(path)
    problems = []
    first = source.splitlines()[0] if source else ""
    expect = {"# expect: safe": "safe", "# expect: unsafe": "unsafe"}.get(first.strip())
    if expect is None:
        problems.append("first line is not `# expect: safe|unsafe`")

    counts = {}
    examples = {}

    def record(outcome, values):
        counts[outcome] = counts.get(outcome, 0) + 1
        if outcome not in FAILURES_OK and outcome not in examples:
            examples[outcome] = values

    # Bounded exhaustive search over small values, depth first.
    prefix = []
    done = 0
    complete = True
    while done < exhaustive_cap:
        chooser = Chooser(prefix=prefix, cap=exhaustive_cap)
        outcome, values = run_once(code, path, chooser)
        record(outcome, values)
        done += 1
        complete = complete and not chooser.truncated and outcome != "cut"
        trail = chooser.trail
        # Next sequence: bump the last choice that has an alternative left.
        while trail and trail[-1][0] + 1 >= trail[-1][1]:
            trail.pop()
        if not trail:
            break
        trail[-1] = (trail[-1][0] + 1, trail[-1][1])
        prefix = trail

    rng = random.Random(f"{seed}:{name}")
    for _ in range(runs):
        outcome, values = run_once(code, path, Chooser(rng=rng))
        record(outcome, values)

    failing = {k: v for k, v in counts.items() if k not in FAILURES_OK}
    kept = sum(v for k, v in counts.items() if k not in ("discarded", "cut"))
    if "timeout" in failing:
        problems.append("a run timed out")
    if expect == "safe":
        if failing:
            problems.append(f"safe, but failing runs: {failing} e.g. nondet {examples}")
        if kept < min(100, runs // 3):
            problems.append(f"only {kept} runs were not discarded")
    elif expect == "unsafe":
        if not failing:
            problems.append("unsafe, but no failing run found")
        witness = header(source, "witness")
        if witness is None:
            problems.append("no `# witness:` line")
        else:
            values = list(sv.value("(" + witness + ",)")) if witness.strip() else []
            outcome, _ = run_once(code, path, Chooser(fixed=values))
            if outcome in FAILURES_OK:
                problems.append(f"the witness {values} does not fail ({outcome})")
            else:
                record("witness:" + outcome, values)
        if header(source, "fails when") is None:
            problems.append("no `# fails when:` line")

    yml = read_yml(path[:-3] + ".yml")
    verdict = None
    if yml is None:
        problems.append("no .yml task file")
    else:
        if yml.get("input_files") != name + ".py":
            problems.append(f"yml input_files is {yml.get('input_files')!r}")
        # The property file, relative to the task's folder (benchmarks/properties).
        wanted = os.path.relpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "properties", "unreach-call.prp"), os.path.dirname(path))
        if yml.get("property_file") != wanted:
            problems.append(f"yml property_file is {yml.get('property_file')!r}")
        if yml.get("format_version") != "2.0" or yml.get("language") != "Python":
            problems.append("yml format_version / language")
        verdict = yml.get("expected_verdict")
        if verdict not in ("true", "false"):
            problems.append(f"yml expected_verdict is {verdict!r}")
        reached = "reach_error" in failing
        if expect == "safe" and verdict != "true":
            problems.append("safe, but expected_verdict is not true")
        if expect == "unsafe":
            if verdict == "false" and not reached:
                problems.append("expected_verdict false, but no run called reach_error()")
            if verdict == "true" and reached:
                problems.append("expected_verdict true, but a run called reach_error()")
    row = {
        "name": name,
        "expect": expect,
        "verdict": verdict,
        "runs": sum(v for k, v in counts.items() if not k.startswith("witness:")),
        "exhaustive": f"{done}{'' if complete else '+'}",
        "kept": kept,
        "failing": failing,
        "problems": problems,
        "examples": examples,
    }
    if verbose:
        print(name, counts, examples)
    return row


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="*")
    ap.add_argument("--runs", type=int, default=5000, help="random runs per file (5000)")
    ap.add_argument("--exhaustive", type=int, default=5000, help="cap on the exhaustive runs per file (5000)")
    ap.add_argument("--replay", metavar="VALUES", help="run the one FILE once on these nondet values (e.g. '4, 8'), output shown")
    ap.add_argument("--seed", default="tracer")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    files = args.files or sorted(
        os.path.join(HERE, f) for f in os.listdir(HERE) if f.endswith(".py") and f != os.path.basename(__file__)
    )
    install_builtins()
    signal.signal(signal.SIGALRM, _alarm)
    sys.setrecursionlimit(10000)
    if args.replay is not None:
        if len(args.files) != 1:
            ap.error("--replay needs exactly one FILE")
        path = os.path.abspath(args.files[0])
        values = list(sv.value("(" + args.replay + ",)")) if args.replay.strip() else []
        outcome, used = run_once(compile_program(path)[1], path, Chooser(fixed=values), show_output=True)
        print(f"outcome: {outcome}   nondet used: {used}")
        sys.exit(0 if outcome in FAILURES_OK else 1)
    rows = [check_file(os.path.abspath(f), args.runs, args.exhaustive, args.seed, args.verbose) for f in files]

    def fails(r):
        return ", ".join(f"{k} {v}" for k, v in sorted(r["failing"].items())) or "-"

    w = max(len(r["name"]) for r in rows)
    print(f"{'program':<{w}}  {'expect':<6}  {'yml':<5}  {'runs':>5}  {'exhaust':>7}  {'kept':>5}  {'failing runs':<40}  check")
    bad = 0
    for r in rows:
        status = "OK" if not r["problems"] else "MISMATCH"
        bad += bool(r["problems"])
        print(f"{r['name']:<{w}}  {str(r['expect']):<6}  {str(r['verdict']):<5}  {r['runs']:>5}  {r['exhaustive']:>7}  {r['kept']:>5}  {fails(r):<40}  {status}")
        for p in r["problems"]:
            print(f"    {p}")
    safe = sum(r["expect"] == "safe" for r in rows)
    unsafe = sum(r["expect"] == "unsafe" for r in rows)
    by_reach = sum(r["expect"] == "unsafe" and "reach_error" in r["failing"] for r in rows)
    print(f"\n{len(rows)} programs: {safe} safe, {unsafe} unsafe ({by_reach} reach reach_error()); {bad} mismatches")
    print("(exhaust: runs of the bounded exhaustive search over small values; '+': later choices took 0 / False)")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
