"""The verification built-ins of minipy, for running minipy programs under CPython.

    PYTHONPATH=scripts/python python3 prog.py

nondet_int() / nondet_bool() return the values listed in the environment variable
SV_NONDET (comma separated Python literals, e.g. "3,-1,True"), then 0 / False, the
same rule `tracer run --nondet` follows. error() and a failing assume() end the run
at once: error() exits with status 1 and says where, a failing assume exits with
status 3 (the run is not a run of the program). The differential test harness
(pyrun.py) switches to recording mode instead.

SV-COMP's names are here too: __VERIFIER_nondet_int() / __VERIFIER_nondet_bool() are
nondet_int() / nondet_bool(), __VERIFIER_assume() (and ESBMC's __ESBMC_assume()) is
assume(), reach_error() is the violation (like error(): status 1, recorded as an "error" event), and abort() ends the
run without a violation: status 0 (recorded as an "abort" event). Unlike a failed
assume, a run that aborts is a run of the program.
"""

import ast as _ast
import os as _os
import sys as _sys

__all__ = [
    "nondet_int", "nondet_bool", "assume", "error", "invariant", "requires", "ensures", "result", "predicate",
    # SV-COMP's names (other verifiers' Python programs): a file that defines one of
    # these itself shadows the built-in with its own definition.
    "__VERIFIER_nondet_int", "__VERIFIER_nondet_bool", "__VERIFIER_assume", "reach_error", "abort",
    "nondet_str", "nondet_string", "__VERIFIER_nondet_string", "__VERIFIER_nondet_str", "input",
    "nondet_float", "nondet_double", "__VERIFIER_nondet_float", "__VERIFIER_nondet_double", "nondet_complex",
    # ESBMC's (its Python regression programs, ../shared/benchmarks/python).
    "__ESBMC_assume",
]

_values = []
_pos = 0
# "exit": end the process (for people); "record": remember the first event and raise
# VerifierStop (for the harness, which runs many cases in one process).
_mode = "exit"
events = []


class VerifierStop(BaseException):
    """Raised in recording mode when error() is called or an assume fails."""


def set_nondet(values, mode="record"):
    """Harness entry point: the nondet values of the next run."""
    global _values, _pos, _mode
    _values = list(values)
    _pos = 0
    _mode = mode
    events.clear()


def _load_env():
    text = _os.environ.get("SV_NONDET", "").strip()
    if not text:
        return []
    return list(value("(" + text + ",)"))


def value(text):
    """A value as tracer writes it: a Python literal, or a float or complex without
    one (`float('nan')`, `-float('inf')`, `complex(1.5, float('nan'))`), read by
    calling float() and complex() and nothing else."""
    try:
        return _ast.literal_eval(text)
    except ValueError:
        return eval(compile(text, "<value>", "eval"), {"__builtins__": {}}, {"float": float, "complex": complex})


def _next():
    global _pos
    v = _values[_pos] if _pos < len(_values) else None
    _pos += 1
    return v


def nondet_int() -> int:
    v = _next()
    return 0 if v is None or isinstance(v, str) else int(v)


def nondet_bool() -> bool:
    v = _next()
    return False if v is None else bool(v)


def nondet_str() -> str:
    v = _next()
    return v if isinstance(v, str) else ""


def nondet_float() -> float:
    v = _next()
    return v if isinstance(v, float) else 0.0


def nondet_complex() -> complex:
    v = _next()
    return v if isinstance(v, complex) else 0j


nondet_double = nondet_float
__VERIFIER_nondet_float = nondet_float
__VERIFIER_nondet_double = nondet_float


def nondet_string(n=None) -> str:
    """ESBMC's: with a length, a str of at most that many characters (a longer one
    is not a run of the program)."""
    v = nondet_str()
    if n is not None and len(v) > n:
        _stop("assume_failed")
    return v


def input(prompt="") -> str:
    """A line read: the next nondet str (one holding a newline is no line: the run
    is not a run of the program)."""
    v = nondet_str()
    if "\n" in v:
        _stop("assume_failed")
    return v


def _stop(kind, name="error", depth=2):
    line = _sys._getframe(depth).f_lineno
    if _mode == "record":
        events.append((kind, line))
        raise VerifierStop(kind)
    if kind == "error":
        print(f"{name}() reached at line {line}", file=_sys.stderr)
        _sys.stderr.flush()
        _os._exit(1)
    if kind == "abort":
        _sys.stdout.flush()
        print(f"abort() called at line {line}: the run ends", file=_sys.stderr)
        _sys.stderr.flush()
        _os._exit(0)
    print(f"assume failed at line {line}: not a run of the program", file=_sys.stderr)
    _sys.stderr.flush()
    _os._exit(3)


def assume(cond) -> None:
    if not cond:
        _stop("assume_failed")


def error() -> None:
    _stop("error")


def __VERIFIER_nondet_int() -> int:
    return nondet_int()


def __VERIFIER_nondet_bool() -> bool:
    return nondet_bool()


__VERIFIER_nondet_string = nondet_str
__VERIFIER_nondet_str = nondet_str


# The same function under other verifiers' names (not wrappers: `_stop` reads the
# line of its caller's caller).
__VERIFIER_assume = assume
__ESBMC_assume = assume


def reach_error() -> None:
    """SV-COMP's error location: reaching the call is the violation."""
    _stop("error", "reach_error")


def abort() -> None:
    """Ends the run here, without a violation (SV-COMP's reading of abort())."""
    _stop("abort")


def randint(a, b):
    """random.randint as tracer reads it: any int of a..b, here the next nondet value
    (a value outside the range makes the run not a run of the program)."""
    if a > b:
        raise ValueError(f"empty range in randint({a}, {b})")
    v = nondet_int()
    if not a <= v <= b:
        _stop("assume_failed")
    return v


def choice(seq):
    """random.choice as tracer reads it: the item at the next nondet value, an index
    (one outside the sequence makes the run not a run of the program)."""
    if not len(seq):
        raise IndexError("Cannot choose from an empty sequence")
    i = nondet_int()
    if not 0 <= i < len(seq):
        _stop("assume_failed")
    return seq[i]


def random_float(_depth=2):
    """random.random as tracer reads it: k / 2**53 for the next nondet value k, an int
    of 0..2**53 (CPython's generator returns such values only; another k makes the
    run not a run of the program)."""
    k = nondet_int()
    if not 0 <= k < 2 ** 53:
        _stop("assume_failed", depth=_depth)
    return k / 2 ** 53


def uniform(a, b):
    """CPython's Random.uniform, drawing through random_float."""
    return a + (b - a) * random_float(_depth=3)


def install_random():
    """Makes the random module's generators draw the nondet values."""
    import random
    random.randint = randint
    random.choice = choice
    random.random = random_float
    random.uniform = uniform


def install_time():
    """Makes time.sleep not wait: a time CPython accepts (and tracer models, up to
    2**62 ns) only passes; every other value goes to CPython's own sleep, which
    raises at once (ValueError, OverflowError, TypeError)."""
    import time
    real_sleep = time.sleep

    def sleep(secs):
        if type(secs) in (int, float, bool) and 0 <= secs <= 4611686018:
            return None
        return real_sleep(secs)
    time.sleep = sleep


def install():
    """The stand-ins tracer reads the standard library by: the random module's
    generators and time.sleep."""
    install_random()
    install_time()


# The intrinsics other verifiers' programs declare with an empty body
# (`def nondet_int() -> int: ...`): tracer reads such a stub as a declaration.
_INTRINSICS = {"nondet_int", "nondet_bool", "nondet_str", "nondet_string", "nondet_float", "nondet_double", "__VERIFIER_nondet_float", "__VERIFIER_nondet_double", "nondet_complex", "assume", "__VERIFIER_nondet_int", "__VERIFIER_nondet_bool",
               "__VERIFIER_nondet_string", "__VERIFIER_nondet_str", "__VERIFIER_assume", "__ESBMC_assume"}


def _is_stub(body):
    return all(isinstance(s, _ast.Pass) or (isinstance(s, _ast.Expr) and isinstance(s.value, _ast.Constant)
                                            and (s.value.value is Ellipsis or isinstance(s.value.value, str)))
               for s in body)


def set_aside(tree):
    """The module `tree` as tracer reads it: without its definition of reach_error()
    (SV-COMP's convention: a call of it is the violation, whatever body the file gives
    it) and without empty stubs of the intrinsics (declarations, not definitions).
    Every other definition of a built-in's name is the program's own, as in Python."""
    def kept(s):
        if not isinstance(s, _ast.FunctionDef):
            return True
        return s.name != "reach_error" and not (s.name in _INTRINSICS and _is_stub(s.body))
    tree.body = [s for s in tree.body if kept(s)]
    return tree


def requires(cond) -> None:
    """A precondition (opening a function body): checked at the function's entry."""
    assert cond, "precondition"


def ensures(cond) -> None:
    """A postcondition: tracer checks it at every return; CPython cannot (its
    argument is evaluated at the function's entry, before there is a result)."""


class _Unknown:
    """What result() stands for under CPython: absorbs any use, so that an ensures()
    argument evaluates without effect."""

    def _same(self, *_):
        return self

    __add__ = __radd__ = __sub__ = __rsub__ = __mul__ = __rmul__ = _same
    __floordiv__ = __rfloordiv__ = __mod__ = __rmod__ = __neg__ = __pos__ = __getitem__ = _same

    def _true(self, *_):
        return True

    __eq__ = __ne__ = __lt__ = __le__ = __gt__ = __ge__ = __bool__ = _true
    __hash__ = object.__hash__

    def __len__(self):
        return 0

    def __index__(self):
        return 0


def result():
    return _Unknown()


def predicate(f):
    """Marks a function as a predicate (for invariants and contracts)."""
    return f


def invariant(cond) -> None:
    """A loop invariant (first statement of a while body): checked on every iteration."""
    assert cond, "loop invariant"


_values = _load_env()
