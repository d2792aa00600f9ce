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
}

impl Builtin {
    pub fn from_name(name: &str) -> Option<Builtin> {
        Some(match name {
            "nondet_int" | "__VERIFIER_nondet_int" => Builtin::NondetInt,
            "nondet_bool" | "__VERIFIER_nondet_bool" => Builtin::NondetBool,
            "assume" | "__VERIFIER_assume" => Builtin::Assume,
            // SV-COMP's error location: reaching the call is the violation, whatever
            // the body the file gives it.
            "error" | "reach_error" => Builtin::Error,
            "print" => Builtin::Print,
            "abort" => Builtin::Abort,
            "exit" | "quit" | "sys.exit" => Builtin::Exit,
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
pub(super) const REDEFINABLE: &[&str] = &["reach_error"];

/// The name of the function that holds a script's module-level code.
pub const MODULE: &str = "<module>";

/// Python built-ins minipy does not offer; named so the message can say so.
pub(super) const OTHER_PYTHON_BUILTINS: &[&str] = &[
    "input", "int", "bool", "str", "float", "dict", "set",
    "reversed", "enumerate", "zip", "map", "filter", "any", "all", "range", "isinstance", "type",
    "pow", "divmod", "round", "hash", "id", "open", "iter", "next", "repr", "chr", "ord",
];

