//! The syntax tree of the C subset tracer verifies: int-like scalars, functions,
//! structured control flow, `goto` and labels.

use crate::span::Span;
use num_bigint::BigInt;

/// An integer type: its width in bits and signedness (`_Bool` is 1 bit, unsigned).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IntType {
    pub bits: u32,
    pub signed: bool,
}

impl IntType {
    pub const INT: IntType = IntType { bits: 32, signed: true };
    pub const BOOL: IntType = IntType { bits: 1, signed: false };
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CType {
    Int(IntType),
    Void,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
    And,
    Or,
    BitAnd,
    BitOr,
    BitXor,
    Shl,
    Shr,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnOp {
    Neg,
    Plus,
    Not,
    BitNot,
}

#[derive(Clone, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    /// An integer constant with its C type (from its value, base and suffix).
    Int(BigInt, IntType),
    Var(String),
    Unary(UnOp, Box<Expr>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// `lhs = rhs`, or `lhs op= rhs` with `Some(op)`.
    Assign(Option<BinOp>, String, Box<Expr>),
    /// `++x` / `x++` (`inc`), `--x` / `x--`; `prefix` yields the new value.
    IncDec { name: String, inc: bool, prefix: bool },
    Cond(Box<Expr>, Box<Expr>, Box<Expr>),
    Call(String, Vec<Expr>),
    Cast(CType, Box<Expr>),
    Comma(Box<Expr>, Box<Expr>),
}

#[derive(Clone, Debug)]
pub struct VarDecl {
    pub name: String,
    pub ty: IntType,
    pub init: Option<Expr>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum StmtKind {
    Decl(Vec<VarDecl>),
    Expr(Expr),
    If(Expr, Box<Stmt>, Option<Box<Stmt>>),
    While(Expr, Box<Stmt>),
    DoWhile(Box<Stmt>, Expr),
    For(Option<Box<Stmt>>, Option<Expr>, Option<Expr>, Box<Stmt>),
    Switch(Expr, Box<Stmt>),
    /// `case v:` (the value) or `default:` (`None`), labelling the statement after it.
    Case(Option<Expr>, Box<Stmt>),
    Break,
    Continue,
    Return(Option<Expr>),
    Goto(String),
    Label(String, Box<Stmt>),
    Block(Vec<Stmt>),
    Empty,
}

/// A function definition. Its body is parsed only if the function is reached from
/// the entry: bodies of functions never called (or never analysed, like
/// `reach_error`) may use anything.
#[derive(Clone, Debug)]
pub struct Function {
    pub name: String,
    pub ret: CType,
    /// Parameters; one outside the subset is an error only where it is used.
    pub params: Vec<(String, Result<IntType, crate::diagnostic::Diagnostic>)>,
    /// Token range of the body, braces included.
    pub body: std::ops::Range<usize>,
    pub span: Span,
    /// Why the function cannot be analysed (a pointer parameter, say): reported only
    /// if it is called.
    pub problem: Option<crate::diagnostic::Diagnostic>,
}

#[derive(Clone, Debug, Default)]
pub struct Unit {
    pub globals: Vec<VarDecl>,
    pub functions: Vec<Function>,
    /// Globals outside the subset (pointers, arrays, ...): an error only if used.
    pub bad_globals: Vec<(String, crate::diagnostic::Diagnostic)>,
}
