//! The minipy syntax tree. Every node keeps its span; every expression has an id that
//! the type checker uses to record its type.

use crate::span::Span;
use num_bigint::BigInt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ident {
    pub name: String,
    pub span: Span,
}

/// The value types of minipy.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Type {
    Int,
    Bool,
    /// A tuple of ints, of any length.
    Tuple,
    /// Only as a return type.
    #[default]
    None,
    /// `int | None`: a variable assigned both (see `typeck::optional`).
    OptInt,
    /// A value whose type varies among None, bool, int and str: a variable assigned
    /// values of several of them, a function returning several (`typeck::dynamic`).
    /// To the CFG a tuple whose first item tags the type (`cfg::lower::dynamic`).
    Dyn,
    /// `list[int]`, `list[bool]` or `list[str]`: a mutable sequence, shared by every
    /// name bound to it (see `typeck::lists`). A list of bools keeps them as 1 and 0,
    /// like a tuple; a list of strs is two sequences to the CFG (`cfg::lower::strlists`).
    List(Elem),
    /// Python's `str`: to the CFG and the solver a sequence of code points (ints in
    /// `0..=0x10FFFF`, `value::MAX_CODE_POINT`), as a tuple is a sequence of ints; in
    /// the interpreter a `Value::Str`.
    Str,
    /// A tuple whose items are strs (`("a", "b")`, `s.partition(sep)`): held as a
    /// list of strs is (`cfg::lower::strlists`), and never changed.
    StrTuple,
    /// Python's `float`: an IEEE-754 binary64 (nan, the infinities and -0.0
    /// included). Its operations are `cfg::Expr::FloatFn`s (`float_ops`), never the
    /// int ones: `<` on floats is false on nan, and `not (a < b)` is not `a >= b`.
    Float,
    /// Python's `complex`: two floats, its real and imaginary parts.
    Complex,
    /// `int | float`: a name assigned both, a function returning both, a parameter
    /// called with both (`typeck::numbers`). To the CFG a tuple of a tag and the
    /// int or the float's bits (`cfg::lower::numbers`); an operation on it is
    /// lowered once for each type it may hold.
    Num,
}

/// The item type of a list.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Elem {
    #[default]
    Int,
    Bool,
    Str,
    /// A list of floats holds each one's bits (`FloatFn::ToBits`), so that to the
    /// CFG it is a sequence of ints like the others; its operations convert at
    /// each read and write (`cfg::lower`), and only those minipy lists for it are
    /// accepted (`typeck::lists`).
    Float,
}

impl Elem {
    pub fn ty(self) -> Type {
        match self {
            Elem::Int => Type::Int,
            Elem::Bool => Type::Bool,
            Elem::Str => Type::Str,
            Elem::Float => Type::Float,
        }
    }
}

/// The strs of a tuple display of str literals (`("a", "b")`), which minipy reads
/// only as the alternatives of `in` and of `startswith`/`endswith`.
pub fn str_alternatives(e: &Expr) -> Option<&[Expr]> {
    match &e.kind {
        ExprKind::Tuple(items) if !items.is_empty() && items.iter().all(|x| matches!(x.kind, ExprKind::Str(_))) => Some(items),
        _ => None,
    }
}

impl Type {
    /// int, or bool as Python's arithmetic and orderings take it (0 or 1).
    pub fn is_numeric(self) -> bool {
        matches!(self, Type::Int | Type::Bool)
    }

    /// A number of Python's arithmetic: an int, a bool or a float.
    pub fn is_number(self) -> bool {
        matches!(self, Type::Int | Type::Bool | Type::Float)
    }

    /// A number, complex ones too.
    pub fn is_any_number(self) -> bool {
        self.is_number() || self == Type::Complex
    }

    /// A tuple or a list of ints or bools: a sequence of ints (bools kept as 1 and 0)
    /// to the CFG and the solver.
    pub fn is_sequence(self) -> bool {
        matches!(self, Type::Tuple | Type::List(Elem::Int | Elem::Bool))
    }

    /// Values of types of different classes are never equal in Python (`1 == "1"`
    /// is False, `(1,) == [1]` is False): numbers and None, strs, tuples, lists.
    pub fn equality_class(self) -> u8 {
        match self {
            Type::Int | Type::Bool | Type::OptInt | Type::None | Type::Float | Type::Complex | Type::Num => 0,
            Type::Str => 1,
            // Its value's class: compared by `cfg::lower::dynamic`.
            Type::Dyn => 4,
            Type::Tuple | Type::StrTuple => 2,
            Type::List(_) => 3,
        }
    }

    /// The types a dynamic value (`Type::Dyn`) may hold.
    pub fn is_scalar(self) -> bool {
        matches!(self, Type::Int | Type::Bool | Type::Str | Type::None | Type::OptInt | Type::Dyn)
    }

    /// Held as a list of strs is: a `list[str]`, or a tuple of strs.
    pub fn is_str_list(self) -> bool {
        matches!(self, Type::List(Elem::Str) | Type::StrTuple)
    }

    pub fn is_list(self) -> bool {
        matches!(self, Type::List(_))
    }

    /// Held as one sequence of ints by the CFG and the solver: tuples, lists of ints
    /// or bools, and strs.
    pub fn is_held_as_sequence(self) -> bool {
        matches!(self, Type::Tuple | Type::List(Elem::Int | Elem::Bool | Elem::Float) | Type::Str)
    }

    /// Python's `isinstance(v, class)` for a value of this type (not `int | None`
    /// , a dynamic value or an `int | float`, whose answer depends on the value): bool is a subclass of int.
    pub fn is_instance_of(self, class: &str) -> bool {
        match self {
            Type::Int => class == "int",
            Type::Bool => matches!(class, "int" | "bool"),
            Type::Tuple | Type::StrTuple => class == "tuple",
            Type::List(_) => class == "list",
            Type::Str => class == "str",
            Type::Float => class == "float",
            Type::Complex => class == "complex",
            Type::None | Type::OptInt | Type::Dyn | Type::Num => false,
        }
    }

    /// The type of one item of a sequence of this type (a tuple's, unless shaped,
    /// are ints).
    pub fn item(self) -> Type {
        match self {
            Type::List(e) => e.ty(),
            // A str's items are strs of one character.
            Type::Str | Type::StrTuple => Type::Str,
            _ => Type::Int,
        }
    }
}

impl std::fmt::Display for Type {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Type::Int => "int",
            Type::Bool => "bool",
            Type::Tuple => "tuple",
            Type::None => "None",
            Type::OptInt => "int | None",
            Type::Dyn => "int | bool | str | None",
            Type::List(Elem::Int) => "list[int]",
            Type::List(Elem::Bool) => "list[bool]",
            Type::List(Elem::Str) => "list[str]",
            Type::List(Elem::Float) => "list[float]",
            Type::Str => "str",
            Type::Float => "float",
            Type::Complex => "complex",
            Type::StrTuple => "tuple[str, ...]",
            Type::Num => "int | float",
        })
    }
}

#[derive(Clone, Debug)]
pub struct Module {
    pub items: Vec<Item>,
    /// True when the file uses the book's `havoc x` / `assume e` statements, which are
    /// not Python: such a file is not run under CPython.
    pub uses_book_syntax: bool,
    /// Number of expression ids handed out (ids are `0..n_exprs`).
    pub n_exprs: u32,
    /// The element types of each `tuple[...]` annotation (by its span) whose
    /// elements are fixed and not all int, such as `tuple[int, bool]`.
    pub tuple_annotations: std::collections::HashMap<Span, Vec<Type>>,
}

#[derive(Clone, Debug)]
pub enum Item {
    Function(Function),
    /// `NAME = expr` at module level: a constant that functions may read.
    Constant { name: Ident, value: Expr, span: Span },
    /// A statement of the module's own code (a script): it runs, in order, when the
    /// file runs. The body of `if __name__ == "__main__":` comes as such statements.
    Stmt(Stmt),
    /// `from _sv_verifier import ...`, docstrings: meaningful to CPython only.
    Ignored(Span),
}

#[derive(Clone, Debug)]
pub struct Function {
    pub name: Ident,
    pub params: Vec<Param>,
    pub ret: Option<(Type, Span)>,
    pub body: Vec<Stmt>,
    pub decorators: Vec<Ident>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct Param {
    pub name: Ident,
    pub ty: Option<(Type, Span)>,
    /// A default value: a literal (evaluated once, at `def` time, in Python; a
    /// literal is the same whenever it is evaluated).
    pub default: Option<Expr>,
}

#[derive(Clone, Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArithOp {
    Add,
    Sub,
    Mul,
    FloorDiv,
    Mod,
    /// Bitwise operators on Python's unbounded ints: negative numbers behave as
    /// infinite two's complement.
    BitAnd,
    BitOr,
    BitXor,
    /// `<<` and `>>`: a negative count raises ValueError; `>>` floors.
    Shl,
    Shr,
    /// `/`: a float, of ints too (correctly rounded), ZeroDivisionError for a zero
    /// divisor. Never an `Expr::Arith` of the CFG: the lowering makes it a
    /// `FloatFn`.
    Div,
}

impl ArithOp {
    /// `&`, `|` and `^`: on two bools they give a bool, as in Python.
    pub fn is_bitwise(self) -> bool {
        matches!(self, ArithOp::BitAnd | ArithOp::BitOr | ArithOp::BitXor)
    }

    /// The operators that can raise: by a zero divisor or a negative shift count.
    pub fn is_partial(self) -> bool {
        matches!(self, ArithOp::FloorDiv | ArithOp::Mod | ArithOp::Shl | ArithOp::Shr | ArithOp::Div)
    }

    pub fn symbol(self) -> &'static str {
        match self {
            ArithOp::Add => "+",
            ArithOp::Sub => "-",
            ArithOp::Mul => "*",
            ArithOp::FloorDiv => "//",
            ArithOp::Mod => "%",
            ArithOp::BitAnd => "&",
            ArithOp::BitOr => "|",
            ArithOp::BitXor => "^",
            ArithOp::Shl => "<<",
            ArithOp::Shr => ">>",
            ArithOp::Div => "/",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl CmpOp {
    /// The operator that says `a op b` as `b op' a`.
    pub fn flipped(self) -> CmpOp {
        match self {
            CmpOp::Lt => CmpOp::Gt,
            CmpOp::Le => CmpOp::Ge,
            CmpOp::Gt => CmpOp::Lt,
            CmpOp::Ge => CmpOp::Le,
            other => other,
        }
    }

    /// The non-strict comparisons that hold throughout a loop guarded by `a op b`
    /// stepping by one (`i <= n` for `i < n`; for `i != n`, one side of it does).
    pub fn non_strict(self) -> &'static [CmpOp] {
        match self {
            CmpOp::Lt | CmpOp::Le => &[CmpOp::Le],
            CmpOp::Gt | CmpOp::Ge => &[CmpOp::Ge],
            CmpOp::Eq | CmpOp::Ne => &[CmpOp::Le, CmpOp::Ge],
        }
    }

    /// `a op b` on ordered values.
    pub fn holds<T: Ord + ?Sized>(self, a: &T, b: &T) -> bool {
        match self {
            CmpOp::Eq => a == b,
            CmpOp::Ne => a != b,
            CmpOp::Lt => a < b,
            CmpOp::Le => a <= b,
            CmpOp::Gt => a > b,
            CmpOp::Ge => a >= b,
        }
    }

    /// The comparison that holds exactly where this one does not (on ints).
    pub fn negated(self) -> CmpOp {
        match self {
            CmpOp::Eq => CmpOp::Ne,
            CmpOp::Ne => CmpOp::Eq,
            CmpOp::Lt => CmpOp::Ge,
            CmpOp::Le => CmpOp::Gt,
            CmpOp::Gt => CmpOp::Le,
            CmpOp::Ge => CmpOp::Lt,
        }
    }

    pub fn symbol(self) -> &'static str {
        match self {
            CmpOp::Eq => "==",
            CmpOp::Ne => "!=",
            CmpOp::Lt => "<",
            CmpOp::Le => "<=",
            CmpOp::Gt => ">",
            CmpOp::Ge => ">=",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoolOp {
    And,
    Or,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    Neg,
    Pos,
    Not,
    /// `~x`, which is `-x - 1` on Python's ints.
    Invert,
}

/// The exception classes minipy programs can raise and catch: the four that
/// operations raise, and the built-in classes a `raise` statement may name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ExcKind {
    ZeroDivisionError,
    IndexError,
    AssertionError,
    ValueError,
    Exception,
    ArithmeticError,
    LookupError,
    OverflowError,
    KeyError,
    RuntimeError,
    NotImplementedError,
    TypeError,
    /// OSError and the subclasses programs raise for missing or forbidden files
    /// (`IOError` and `EnvironmentError` name OSError).
    OSError,
    FileNotFoundError,
    PermissionError,
    AttributeError,
    /// Raised by exit(), sys.exit() and quit(): not an Exception (only a bare
    /// `except:` or `except BaseException` catches it), and uncaught it ends the run
    /// normally.
    SystemExit,
}

impl ExcKind {
    pub const ALL: [ExcKind; 17] = [
        ExcKind::ZeroDivisionError,
        ExcKind::IndexError,
        ExcKind::AssertionError,
        ExcKind::ValueError,
        ExcKind::Exception,
        ExcKind::ArithmeticError,
        ExcKind::LookupError,
        ExcKind::OverflowError,
        ExcKind::KeyError,
        ExcKind::RuntimeError,
        ExcKind::NotImplementedError,
        ExcKind::TypeError,
        ExcKind::OSError,
        ExcKind::FileNotFoundError,
        ExcKind::PermissionError,
        ExcKind::AttributeError,
        ExcKind::SystemExit,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ExcKind::ZeroDivisionError => "ZeroDivisionError",
            ExcKind::IndexError => "IndexError",
            ExcKind::AssertionError => "AssertionError",
            ExcKind::ValueError => "ValueError",
            ExcKind::Exception => "Exception",
            ExcKind::ArithmeticError => "ArithmeticError",
            ExcKind::LookupError => "LookupError",
            ExcKind::OverflowError => "OverflowError",
            ExcKind::KeyError => "KeyError",
            ExcKind::RuntimeError => "RuntimeError",
            ExcKind::NotImplementedError => "NotImplementedError",
            ExcKind::TypeError => "TypeError",
            ExcKind::OSError => "OSError",
            ExcKind::FileNotFoundError => "FileNotFoundError",
            ExcKind::PermissionError => "PermissionError",
            ExcKind::AttributeError => "AttributeError",
            ExcKind::SystemExit => "SystemExit",
        }
    }

    pub fn from_name(name: &str) -> Option<ExcKind> {
        match name {
            "IOError" | "EnvironmentError" => Some(ExcKind::OSError),
            _ => ExcKind::ALL.into_iter().find(|k| k.name() == name),
        }
    }
}

/// What an `except` clause names; superclasses catch their subclasses as in Python.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExcClass {
    Exact(ExcKind),
    /// ArithmeticError: ZeroDivisionError.
    Arithmetic,
    /// LookupError: IndexError.
    Lookup,
    /// `Exception`: everything but SystemExit.
    Any,
    /// `BaseException` (and a bare `except:`): everything.
    Base,
}

impl ExcClass {
    pub fn from_name(name: &str) -> Option<ExcClass> {
        Some(match name {
            "ArithmeticError" => ExcClass::Arithmetic,
            "LookupError" => ExcClass::Lookup,
            "Exception" => ExcClass::Any,
            "BaseException" => ExcClass::Base,
            other => ExcClass::Exact(ExcKind::from_name(other)?),
        })
    }

    /// Python's class hierarchy: a class catches its subclasses (NotImplementedError
    /// is a RuntimeError, FileNotFoundError an OSError).
    pub fn catches(self, kind: ExcKind) -> bool {
        match self {
            ExcClass::Exact(ExcKind::RuntimeError) => matches!(kind, ExcKind::RuntimeError | ExcKind::NotImplementedError),
            ExcClass::Exact(ExcKind::OSError) => matches!(kind, ExcKind::OSError | ExcKind::FileNotFoundError | ExcKind::PermissionError),
            ExcClass::Exact(k) => k == kind,
            ExcClass::Arithmetic => matches!(kind, ExcKind::ZeroDivisionError | ExcKind::OverflowError | ExcKind::ArithmeticError),
            ExcClass::Lookup => matches!(kind, ExcKind::IndexError | ExcKind::KeyError | ExcKind::LookupError),
            ExcClass::Any => kind != ExcKind::SystemExit,
            ExcClass::Base => true,
        }
    }
}

#[derive(Clone, Debug)]
pub struct Handler {
    /// `None` for a bare `except:`.
    pub classes: Option<Vec<ExcClass>>,
    /// `except E as e`: minipy has no exception objects, so `e` may only be printed
    /// (in messages: `print`, f-strings); Python unbinds it when the handler ends.
    pub name: Option<Ident>,
    pub body: Vec<Stmt>,
    pub span: Span,
}

impl Handler {
    pub fn catches(&self, kind: ExcKind) -> bool {
        self.classes.as_ref().is_none_or(|cs| cs.iter().any(|c| c.catches(kind)))
    }
}

#[derive(Clone, Debug)]
pub enum ForIter {
    Range { start: Option<Expr>, stop: Expr, step: Option<Expr> },
    /// A tuple or a list. A list is read live, as Python's list iterator does: an
    /// index walks the list as it is at each step (the body may change it).
    Seq(Expr),
    /// `reversed(xs)`: an index walks down from the last item, read live too.
    Reversed(Expr),
}

impl ForIter {
    /// The expressions the loop header evaluates, in order.
    pub fn exprs(&self) -> Vec<&Expr> {
        match self {
            ForIter::Range { start, stop, step } => start.iter().chain(std::iter::once(stop)).chain(step.iter()).collect(),
            ForIter::Seq(e) | ForIter::Reversed(e) => vec![e],
        }
    }
}

#[derive(Clone, Debug)]
pub enum StmtKind {
    /// `x = e`, or `a, b = e` (unpacking a tuple) when `targets` has several names.
    /// `x: int = e` carries the annotation.
    Assign { targets: Vec<Ident>, value: Expr, ann: Option<(Type, Span)> },
    AugAssign { target: Ident, op: ArithOp, value: Expr },
    /// `xs[index] = value`, or with `op` `xs[index] op= value`, on a list name.
    SetItem { target: Ident, index: Expr, value: Expr, op: Option<ArithOp> },
    /// `del xs[index]` on a list name.
    DelItem { target: Ident, index: Expr },
    If { cond: Expr, then: Vec<Stmt>, orelse: Vec<Stmt> },
    While { cond: Expr, body: Vec<Stmt>, orelse: Vec<Stmt> },
    For { var: Ident, iter: ForIter, body: Vec<Stmt>, orelse: Vec<Stmt> },
    Break,
    Continue,
    Return(Option<Expr>),
    Pass,
    /// `assert cond[, msg]`: the message (a string, an f-string) is evaluated only
    /// where the assertion fails, and its interpolations cannot fail.
    Assert { cond: Expr, msg: Option<Expr> },
    /// `raise E` / `raise E(args)` with a built-in exception class: the arguments
    /// are evaluated, then the exception is raised.
    Raise { kind: ExcKind, args: Vec<Expr> },
    Try { body: Vec<Stmt>, handlers: Vec<Handler>, orelse: Vec<Stmt>, finally: Vec<Stmt> },
    Expr(Expr),
    /// `global a, b`: assignments to these names in the function go to the module's
    /// variables.
    Global(Vec<Ident>),
    /// `x: int` without a value: `x` is a local of that type, not yet assigned.
    Declare { target: Ident, ty: (Type, Span) },
    /// The book's `havoc x`.
    Havoc(Ident),
    /// The book's `assume e`.
    Assume(Expr),
}

#[derive(Clone, Debug)]
pub struct Expr {
    pub id: u32,
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    Int(BigInt),
    /// A float literal.
    Float(f64),
    /// An imaginary literal (`2j`): its imaginary part.
    Imaginary(f64),
    Bool(bool),
    NoneLit,
    Str(String),
    /// An f-string: the expressions it interpolates (names, literals, arithmetic),
    /// in order. Only where it forms a message (print, assert, raise).
    /// `text` holds the literal pieces around them (one more than `parts`).
    /// `format` is the same f-string as a `str.format` format string over `parts`
    /// (`f"{x!r:>{w}}"` is `"{0!r:>{1}}"`); `formatted` when a part has a
    /// conversion or a format spec.
    FStr { parts: Vec<Expr>, text: Vec<String>, format: String, formatted: bool },
    Name(String),
    Tuple(Vec<Expr>),
    /// A list display `[a, b]`: a new list.
    List(Vec<Expr>),
    /// `[elt for var in iter if cond]` (one `for`, at most one `if`): a new list; `var`
    /// is the comprehension's own. `list(range(..))` comes as one too.
    ListComp { elt: Box<Expr>, var: Ident, iter: Box<ForIter>, cond: Option<Box<Expr>> },
    /// `recv.name(args)`: a method of a list (`append`, `pop`, ...).
    Method { recv: Box<Expr>, name: Ident, args: Vec<Expr> },
    /// `item in seq` (`not in` with `negated`).
    Contains { item: Box<Expr>, seq: Box<Expr>, negated: bool },
    Unary(UnaryOp, Box<Expr>),
    Arith(ArithOp, Box<Expr>, Box<Expr>),
    /// A comparison chain `a < b <= c`.
    Compare(Box<Expr>, Vec<(CmpOp, Expr)>),
    /// `a is b` (`a is not b` with `negated`), only where CPython's answer does not
    /// depend on object identity: between bools, or against None.
    Is { left: Box<Expr>, right: Box<Expr>, negated: bool },
    BoolOp(BoolOp, Box<Expr>, Box<Expr>),
    IfExp { cond: Box<Expr>, then: Box<Expr>, orelse: Box<Expr> },
    Call { func: Ident, args: Vec<Expr> },
    Index(Box<Expr>, Box<Expr>),
    Slice(Box<Expr>, Option<Box<Expr>>, Option<Box<Expr>>),
    /// `all(body for var in range(lo, hi))` (`all: true`) or `any(...)`, also over
    /// the items of a tuple or a list: a bounded quantifier, for predicates,
    /// invariants and contracts. Its body is pure (no calls of user functions).
    Quant { all: bool, var: Ident, domain: Domain, body: Box<Expr> },
    /// A placeholder where parsing failed; a diagnostic was reported.
    Invalid,
}

impl Module {
    pub fn functions(&self) -> impl Iterator<Item = &Function> {
        self.items.iter().filter_map(|item| match item {
            Item::Function(f) => Some(f),
            _ => None,
        })
    }

    pub fn function(&self, name: &str) -> Option<&Function> {
        self.functions().find(|f| f.name.name == name)
    }
}

/// What a quantifier's variable ranges over.
#[derive(Clone, Debug)]
pub enum Domain {
    /// `range(lo, hi)`.
    Range { lo: Box<Expr>, hi: Box<Expr> },
    /// The items of a tuple or a list.
    Items(Box<Expr>),
}

impl Domain {
    pub fn exprs(&self) -> Vec<&Expr> {
        match self {
            Domain::Range { lo, hi } => vec![lo, hi],
            Domain::Items(seq) => vec![seq],
        }
    }
}

/// Calls `f` on every expression below `expr`, `expr` first.
pub fn walk_expr<'a>(expr: &'a Expr, f: &mut dyn FnMut(&'a Expr)) {
    f(expr);
    for c in children(expr) {
        walk_expr(c, f);
    }
}

/// The direct subexpressions of `expr`, in evaluation order.
pub fn children(expr: &Expr) -> Vec<&Expr> {
    match &expr.kind {
        ExprKind::Tuple(es) | ExprKind::FStr { parts: es, .. } | ExprKind::List(es) => es.iter().collect(),
        ExprKind::Call { args, .. } => args.iter().collect(),
        ExprKind::Method { recv, args, .. } => std::iter::once(&**recv).chain(args).collect(),
        ExprKind::ListComp { elt, iter, cond, .. } => iter.exprs().into_iter().chain(std::iter::once(&**elt)).chain(cond.as_deref()).collect(),
        ExprKind::Quant { domain, body, .. } => domain.exprs().into_iter().chain(std::iter::once(&**body)).collect(),
        ExprKind::Unary(_, e) => vec![e],
        ExprKind::Arith(_, a, b)
        | ExprKind::BoolOp(_, a, b)
        | ExprKind::Index(a, b)
        | ExprKind::Is { left: a, right: b, .. }
        | ExprKind::Contains { item: a, seq: b, .. } => vec![a, b],
        ExprKind::Compare(first, rest) => std::iter::once(&**first).chain(rest.iter().map(|(_, e)| e)).collect(),
        ExprKind::IfExp { cond, then, orelse } => vec![cond, then, orelse],
        ExprKind::Slice(t, lo, hi) => std::iter::once(&**t).chain(lo.as_deref()).chain(hi.as_deref()).collect(),
        ExprKind::Int(_) | ExprKind::Float(_) | ExprKind::Imaginary(_) | ExprKind::Bool(_) | ExprKind::NoneLit | ExprKind::Str(_) | ExprKind::Name(_) | ExprKind::Invalid => Vec::new(),
    }
}

/// Calls `f` on every statement in `stmts`, nested ones included, outer first.
pub fn walk_stmts<'a>(stmts: &'a [Stmt], f: &mut dyn FnMut(&'a Stmt)) {
    for stmt in stmts {
        f(stmt);
        match &stmt.kind {
            StmtKind::If { then, orelse, .. } => {
                walk_stmts(then, f);
                walk_stmts(orelse, f);
            }
            StmtKind::While { body, orelse, .. } | StmtKind::For { body, orelse, .. } => {
                walk_stmts(body, f);
                walk_stmts(orelse, f);
            }
            StmtKind::Try { body, handlers, orelse, finally } => {
                walk_stmts(body, f);
                handlers.iter().for_each(|h| walk_stmts(&h.body, f));
                walk_stmts(orelse, f);
                walk_stmts(finally, f);
            }
            _ => {}
        }
    }
}

/// The expressions a statement evaluates itself (not those of nested statements).
pub fn stmt_exprs(stmt: &Stmt) -> Vec<&Expr> {
    match &stmt.kind {
        StmtKind::Assign { value, .. } | StmtKind::AugAssign { value, .. } => vec![value],
        StmtKind::SetItem { index, value, .. } => vec![index, value],
        StmtKind::DelItem { index, .. } => vec![index],
        StmtKind::If { cond, .. } | StmtKind::While { cond, .. } => vec![cond],
        StmtKind::Assert { cond, msg } => std::iter::once(cond).chain(msg).collect(),
        StmtKind::Raise { args, .. } => args.iter().collect(),
        StmtKind::For { iter, .. } => iter.exprs(),
        StmtKind::Return(e) => e.iter().collect(),
        StmtKind::Expr(e) | StmtKind::Assume(e) => vec![e],
        StmtKind::Break | StmtKind::Continue | StmtKind::Pass | StmtKind::Try { .. } | StmtKind::Havoc(_) | StmtKind::Global(_) | StmtKind::Declare { .. } => vec![],
    }
}

/// The condition of `invariant(e)` when it is the first statement of a loop body: the
/// loop invariant the verifier uses instead of unrolling (the book's loop scope).
pub fn loop_invariant(body: &[Stmt]) -> Option<&Expr> {
    let StmtKind::Expr(e) = &body.first()?.kind else { return None };
    match &e.kind {
        ExprKind::Call { func, args } if func.name == "invariant" && args.len() == 1 => Some(&args[0]),
        _ => None,
    }
}

/// A call of `name` with one argument, as an expression statement: `requires(e)`.
fn call_statement<'a>(s: &'a Stmt, names: &[&str]) -> Option<(&'a str, &'a Expr, Span)> {
    let StmtKind::Expr(e) = &s.kind else { return None };
    match &e.kind {
        ExprKind::Call { func, args } if names.contains(&func.name.as_str()) && args.len() == 1 => Some((func.name.as_str(), &args[0], e.span)),
        _ => None,
    }
}

/// A function's contract: the `requires(e)` and `ensures(e)` statements that open its
/// body (docstrings may come first), each with the span of its call.
#[derive(Default)]
pub struct Contract<'a> {
    pub requires: Vec<(&'a Expr, Span)>,
    pub ensures: Vec<(&'a Expr, Span)>,
}

impl Contract<'_> {
    pub fn is_empty(&self) -> bool {
        self.requires.is_empty() && self.ensures.is_empty()
    }
}

pub fn contract(body: &[Stmt]) -> Contract<'_> {
    let mut c = Contract::default();
    for s in body {
        if matches!(&s.kind, StmtKind::Expr(e) if matches!(e.kind, ExprKind::Str(_))) {
            continue;
        }
        match call_statement(s, &["requires", "ensures"]) {
            Some(("requires", e, span)) => c.requires.push((e, span)),
            Some((_, e, span)) => c.ensures.push((e, span)),
            None => break,
        }
    }
    c
}

/// Whether `s` is a `requires(...)` or `ensures(...)` statement (handled at the
/// function's entry and returns, not where it stands).
pub fn is_contract_statement(s: &Stmt) -> bool {
    call_statement(s, &["requires", "ensures"]).is_some()
}
