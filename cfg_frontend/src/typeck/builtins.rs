//! The names minipy gives a meaning of its own: the verification built-ins, the
//! Python built-ins it offers, SV-COMP's names, and the name of a script's code.

/// The built-in functions minipy knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Builtin {
    NondetInt,
    NondetBool,
    Assume,
    Error,
    Len,
    /// `tuple()` / `tuple(seq)`.
    TupleNew,
    /// `list()` / `list(seq)`: a new list.
    ListNew,
    /// `sum(seq)`.
    Sum,
    /// `sorted(seq)`: a new sorted list.
    Sorted,
    Abs,
    Min,
    Max,
    /// `invariant(e)`, the first statement of a while body: a loop invariant.
    Invariant,
    /// `requires(e)` / `ensures(e)` opening a function body: its contract.
    Requires,
    Ensures,
    /// `result()` inside `ensures(...)`: the value the function returns.
    Result,
    /// `print(...)`: no effect on the verdict; its arguments are evaluated.
    Print,
    /// `abort()` (SV-COMP's reading, where the file does not define it): the run ends
    /// here without a violation.
    Abort,
    /// `exit([n])`, `sys.exit([n])`, `quit([n])`: raise SystemExit.
    Exit,
    /// `isinstance(x, C)` with C one of int, bool, tuple, list (the parser passes C
    /// as a string): decided by x's type (bool is an int subclass).
    IsInstance,
    /// `random.randint(a, b)`: any int of `a..=b` (verification means every value
    /// the generator could return); ValueError when `a > b`, as CPython raises.
    RandInt,
    /// `random.random()`: any float CPython's generator returns, `k / 2**53` for an
    /// int `k` of `0..2**53` (the drawn value is `k`).
    RandFloat,
    /// `random.choice(xs)`, read as `xs[random.choice(len(xs))]` (the parser's
    /// rewriting): this built-in is the index, any int of `0..n`, and IndexError
    /// when `n` is 0 (CPython: "Cannot choose from an empty sequence").
    RandIndex,
    /// `ord(c)`: the code point of a one-character str (TypeError otherwise).
    Ord,
    /// `chr(i)`: the one-character str of a code point (ValueError outside
    /// `0..=0x10FFFF`).
    Chr,
    /// `nondet_str()`, `__VERIFIER_nondet_string()`: any str.
    NondetStr,
    /// `input()`: any str without a newline (what a line read from the user is).
    Input,
    /// `str(x)` of an int, a bool or a str.
    StrOf,
    /// `int(x)` of a str (ValueError where CPython reads no int), an int or a bool.
    IntOf,
    /// `bin(i)`, `oct(i)`, `hex(i)`: the digits in base 2, 8 or 16.
    Radix(u8),
    /// `format(v[, spec])` of an int, a bool, a str or None (`str_format`).
    Format,
    /// `repr(v)` and (`true`) `ascii(v)` of the same: `"{!r}".format(v)`.
    Repr(bool),
    /// `nondet_float()`, `__VERIFIER_nondet_float()`, `__VERIFIER_nondet_double()`:
    /// any float, nan, the infinities and -0.0 included.
    NondetFloat,
    /// `float(x)` of an int, a bool or a float (`float()` is 0.0).
    FloatOf,
    /// `round(x)` (an int, ties to even) and `round(x, n)`.
    Round,
    /// A function of the `math` module on one number (`import math`): the float
    /// operation it is, its argument made a float first.
    Math(crate::float_ops::FloatFn),
    /// `x ** y` (the parser's `POWER` call): an int for an int raised to an int
    /// literal `>= 0`, else a float (CPython's `float_pow`).
    Pow,
    /// A function of the `math` module known to the solver only as a function
    /// (`float_ops::libm`), and how many arguments it takes.
    Libm(crate::float_ops::libm::Libm, usize),
    /// A function of the `cmath` module (`float_ops::cmath`), and its arity.
    Cmath(crate::float_ops::cmath::Cmath, usize),
    /// `bool(x)`: the truth of any value (`bool()` is False).
    BoolOf,
    /// `nondet_complex()`: any complex (ESBMC's).
    NondetComplex,
    /// `complex()`, `complex(re)`, `complex(re, im)` of numbers, `complex(s)` of a str.
    ComplexOf,
    /// `x.real` and `x.imag` of a number (the parser's `REAL_PART`/`IMAG_PART`).
    RealPart,
    ImagPart,
    /// `s[lo:hi:step]` of a str (the parser's `STEP_SLICE` call; a missing bound is
    /// None): ValueError for a step of 0.
    StepSlice,
    /// `time.sleep(secs)` (after `import time`): no effect on the verdict but the
    /// errors CPython raises converting and checking `secs`
    /// (`float_ops::sleep_outcome`).
    Sleep,
    /// `math.dist(p, q)` of two tuples or lists of numbers (`FloatFn::Dist`).
    Dist,
}

impl Builtin {
    /// Python's own built-ins (not the verifier's): a module function of the same
    /// name shadows them, as in Python.
    pub fn is_python(self) -> bool {
        matches!(
            self,
            Builtin::Len | Builtin::TupleNew | Builtin::ListNew | Builtin::Sum | Builtin::Sorted | Builtin::Abs | Builtin::Min | Builtin::Max | Builtin::Print | Builtin::IsInstance | Builtin::Ord | Builtin::Chr | Builtin::Input | Builtin::StrOf | Builtin::IntOf | Builtin::Radix(_) | Builtin::Format | Builtin::Repr(_) | Builtin::FloatOf | Builtin::Round | Builtin::ComplexOf | Builtin::BoolOf
        )
    }

    /// The built-in `name` calls in a module that defines the functions `defined`
    /// says: none where the module defines `name` itself, as in Python (its own
    /// `abort()`, `nondet()`, `len()`), except `reach_error` (`REDEFINABLE`), whose
    /// call stays the error whatever body the file gives it. Empty stubs of the
    /// verification intrinsics never reach here: the parser sets them aside.
    pub fn resolve(name: &str, defined: impl FnOnce(&str) -> bool) -> Option<Builtin> {
        Builtin::from_name(name).filter(|_| REDEFINABLE.contains(&name) || !defined(name))
    }

    /// Whether `name` is a verification intrinsic that other verifiers' programs
    /// declare with an empty body (`def nondet_int() -> int: ...`), as C declares
    /// `extern int __VERIFIER_nondet_int(void);`: such a stub declares the intrinsic,
    /// it does not define it (ESBMC's reading, and its shim's).
    pub fn is_intrinsic(name: &str) -> bool {
        matches!(Builtin::from_name(name), Some(Builtin::NondetInt | Builtin::NondetBool | Builtin::NondetStr | Builtin::NondetFloat | Builtin::NondetComplex | Builtin::Assume))
    }

    pub fn from_name(name: &str) -> Option<Builtin> {
        Some(match name {
            "nondet_int" | "__VERIFIER_nondet_int" => Builtin::NondetInt,
            "nondet_bool" | "__VERIFIER_nondet_bool" => Builtin::NondetBool,
            "nondet_float" | "nondet_double" | "__VERIFIER_nondet_float" | "__VERIFIER_nondet_double" => Builtin::NondetFloat,
            "float" => Builtin::FloatOf,
            "round" => Builtin::Round,
            "math.sqrt" => Builtin::Math(crate::float_ops::FloatFn::Sqrt),
            "math.floor" => Builtin::Math(crate::float_ops::FloatFn::Floor),
            "math.ceil" => Builtin::Math(crate::float_ops::FloatFn::Ceil),
            "math.trunc" => Builtin::Math(crate::float_ops::FloatFn::ToInt),
            "math.fabs" => Builtin::Math(crate::float_ops::FloatFn::Abs),
            "math.isnan" => Builtin::Math(crate::float_ops::FloatFn::IsNan),
            "math.isinf" => Builtin::Math(crate::float_ops::FloatFn::IsInf),
            other if other.starts_with("cmath.") => match crate::float_ops::cmath::Cmath::from_name(&other[6..]) {
                Some((f, n)) => Builtin::Cmath(f, n),
                None => return None,
            },
            "math.dist" => Builtin::Dist,
            other if other.starts_with("math.") => match crate::float_ops::libm::Libm::from_name(&other[5..]) {
                Some((f, n)) => Builtin::Libm(f, n),
                None => return None,
            },
            // The components `a, b = math.modf(x)` and `math.frexp(x)` are read by.
            ISCLOSE_TOL => Builtin::Libm(crate::float_ops::libm::Libm::IsCloseTol, 4),
            "$modf_fraction" => Builtin::Libm(crate::float_ops::libm::Libm::ModfFraction, 1),
            "$modf_whole" => Builtin::Libm(crate::float_ops::libm::Libm::ModfWhole, 1),
            "$frexp_mantissa" => Builtin::Libm(crate::float_ops::libm::Libm::FrexpMantissa, 1),
            "$frexp_exponent" => Builtin::Libm(crate::float_ops::libm::Libm::FrexpExponent, 1),
            "assume" | "__VERIFIER_assume" | "__ESBMC_assume" => Builtin::Assume,
            // SV-COMP's error location: reaching the call is the violation, whatever
            // the body the file gives it.
            "error" | "reach_error" => Builtin::Error,
            "print" => Builtin::Print,
            "abort" => Builtin::Abort,
            "exit" | "quit" | "sys.exit" => Builtin::Exit,
            "isinstance" => Builtin::IsInstance,
            "random.randint" => Builtin::RandInt,
            "random.random" => Builtin::RandFloat,
            "time.sleep" => Builtin::Sleep,
            "random.choice" => Builtin::RandIndex,
            "ord" => Builtin::Ord,
            "chr" => Builtin::Chr,
            "nondet_str" | "nondet_string" | "__VERIFIER_nondet_string" | "__VERIFIER_nondet_str" => Builtin::NondetStr,
            "input" => Builtin::Input,
            "str" => Builtin::StrOf,
            "int" => Builtin::IntOf,
            "bin" => Builtin::Radix(2),
            "oct" => Builtin::Radix(8),
            "hex" => Builtin::Radix(16),
            "format" => Builtin::Format,
            "repr" => Builtin::Repr(false),
            "ascii" => Builtin::Repr(true),
            STEP_SLICE => Builtin::StepSlice,
            POWER => Builtin::Pow,
            REAL_PART => Builtin::RealPart,
            IMAG_PART => Builtin::ImagPart,
            "complex" => Builtin::ComplexOf,
            "bool" => Builtin::BoolOf,
            "nondet_complex" => Builtin::NondetComplex,
            "len" => Builtin::Len,
            "tuple" => Builtin::TupleNew,
            "list" => Builtin::ListNew,
            "sum" => Builtin::Sum,
            "sorted" => Builtin::Sorted,
            "abs" => Builtin::Abs,
            "min" => Builtin::Min,
            "max" => Builtin::Max,
            "invariant" => Builtin::Invariant,
            "requires" => Builtin::Requires,
            "ensures" => Builtin::Ensures,
            "result" => Builtin::Result,
            _ => return None,
        })
    }
}

/// Functions a file may define although minipy knows them: the definition is set
/// aside (a call is the built-in, as SV-COMP's conventions say).
pub const REDEFINABLE: &[&str] = &["reach_error"];

/// The name the parser calls a slice with a step by (no program can spell it).
pub const STEP_SLICE: &str = "$slice";

/// The names the parser calls `x.real` and `x.imag` by.
pub const REAL_PART: &str = "$real";
pub const IMAG_PART: &str = "$imag";

/// The names the parser calls the components of `math.modf(x)` (fractional and
/// whole parts) and `math.frexp(x)` (mantissa and exponent) by.
pub const MODF_PARTS: [&str; 2] = ["$modf_fraction", "$modf_whole"];
pub const FREXP_PARTS: [&str; 2] = ["$frexp_mantissa", "$frexp_exponent"];

/// The name the parser calls `math.isclose` with tolerances by.
pub const ISCLOSE_TOL: &str = "$isclose_tol";

/// The name the parser calls `x ** y` by.
pub const POWER: &str = "$pow";

/// The name of the function that holds a script's module-level code.
pub const MODULE: &str = "<module>";

/// Python built-ins minipy does not offer; named so the message can say so.
pub(super) const OTHER_PYTHON_BUILTINS: &[&str] = &[
    "dict", "set",
    "reversed", "enumerate", "zip", "map", "filter", "any", "all", "range", "type",
    "pow", "divmod", "hash", "id", "open", "iter", "next",
];

