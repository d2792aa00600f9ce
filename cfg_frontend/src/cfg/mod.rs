//! The control-flow graph over program points that every engine works on. Nodes are
//! program points (each with its source span); edges are guarded transitions. Every
//! way a run can fail ends in an error point labelled with its kind and location, so
//! that the engines see errors only as points to reach.
//!
//! Semantics of an edge: from a state `s` at its source, the edge is enabled when all
//! its guards hold in `s`; taking it applies its action. Guards of the edges leaving
//! one point are mutually exclusive; when none holds, the run is blocked (an
//! `assume` that failed). Expressions here are total: every partial Python operation
//! (`//` by zero, an index out of range) is preceded by a guard that routes the
//! failing case to an error point.

pub(crate) mod build;
pub mod dot;
pub mod exec;
mod lower;
mod mba;
pub mod rewrite;

use crate::ast::{ArithOp, CmpOp, ExcKind, Type};
use crate::span::Span;
use num_bigint::BigInt;
use petgraph::graph::{DiGraph, EdgeIndex, NodeIndex};
use std::fmt;

pub use lower::{lower, lower_with, LowerError, LowerOptions, RECURSION_DEPTH};
pub(crate) use lower::simplify;

pub type VarId = u32;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum VarKind {
    /// A parameter of the entry function: a symbolic input.
    Input,
    /// A local of the entry function or of an inlined call.
    Local,
    /// A value the lowering introduced (call results, nondet values, loop counters).
    Temp,
    /// The entry function's return value.
    Return,
    /// A C global: of no function, visible in all of them (named plainly, as the
    /// entry function's locals are).
    Global,
}

/// Whether C code in `function` (a point's function: the entry function's plain
/// name, `f#k` for the k-th inlined copy of `f`) names `vars[v]` by its source
/// name: the copy's own locals, and globals it does not hide under a local of
/// the same name; the entry function's locals only in the entry function.
/// Temporaries, the return value and other copies' locals have no name there.
pub fn named_in<'a>(vars: &'a [Var], v: VarId, function: &str) -> bool {
    let var = &vars[v as usize];
    let own = |name: &'a str| name.strip_prefix(function).and_then(|n| n.strip_prefix('.'));
    match var.kind {
        VarKind::Temp | VarKind::Return => false,
        _ if own(&var.name).is_some() => true,
        VarKind::Global => !vars.iter().any(|w| own(&w.name) == Some(var.name.as_str())),
        _ => !function.contains('#') && !var.name.contains('#') && !var.name.contains('.'),
    }
}

/// The tag of an `int | float` holding a float (`lower::numbers`).
pub const NUM_FLOAT_TAG: i64 = 4;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Var {
    /// Unique: plain for the entry function's locals, `f#k.x` for the k-th inlined
    /// copy of `f` (from `f#1`), `$...` for temporaries.
    pub name: String,
    pub ty: Type,
    pub kind: VarKind,
    /// The values it can hold, when its type bounds them (C's integers, whose
    /// arithmetic wraps); `None` for Python's unbounded ints.
    pub range: Option<(BigInt, BigInt)>,
    /// An `int | float` held as its tuple (`lower::numbers`): a model reads its
    /// float through the float its bits stand for, as a list of floats' items.
    pub num: bool,
}

/// Pure, total expressions over the variables.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Expr {
    Int(BigInt),
    Bool(bool),
    Var(VarId),
    Tuple(Vec<Expr>),
    Neg(Box<Expr>),
    /// Python semantics: `//` floors, `%` takes the divisor's sign. A guard ensures the
    /// divisor is not zero wherever these are evaluated.
    Arith(ArithOp, Box<Expr>, Box<Expr>),
    /// `==`/`!=` on any type; orderings on ints.
    Cmp(CmpOp, Box<Expr>, Box<Expr>),
    And(Vec<Expr>),
    Or(Vec<Expr>),
    Not(Box<Expr>),
    Ite(Box<Expr>, Box<Expr>, Box<Expr>),
    Len(Box<Expr>),
    /// `t[i]` with Python's negative indices; a guard ensures `-len(t) <= i < len(t)`.
    Index(Box<Expr>, Box<Expr>),
    /// `t[lo:hi]` with Python's clamping (total).
    Slice(Box<Expr>, Option<Box<Expr>>, Option<Box<Expr>>),
    Concat(Box<Expr>, Box<Expr>),
    /// The sequence with its item at the index (Python's negative indices; a guard
    /// ensures `-len <= i < len`) replaced: `xs[i] = v` on a list's variable.
    Store(Box<Expr>, Box<Expr>, Box<Expr>),
    /// `max(n, 0)` copies of one item: `[x] * n`.
    Fill(Box<Expr>, Box<Expr>),
    /// `all(body for var in range(lo, hi))` (or `any` when `all` is false): `var` is
    /// bound in `body`. Total: guards for `body`'s partial operations come first,
    /// quantified over the range.
    Quant { all: bool, var: VarId, lo: Box<Expr>, hi: Box<Expr>, body: Box<Expr> },
    /// A str function (`s.upper()`, `s.find(t)`, `str(i)`, ...), receiver first: what
    /// `str_ops::apply` computes. Total: its partial cases are guarded before it. The
    /// solver knows it as a function of its arguments (uninterpreted: every run is
    /// a model, so a proof stays sound) and computes it where they are constants.
    StrFn(crate::str_ops::StrFn, Vec<Expr>),
    /// A float operation (`float_ops::FloatFn`: arithmetic, comparisons,
    /// conversions, a literal): what `float_ops::apply` computes, and for the
    /// solver the same in its floating-point theory. Total, as `StrFn`.
    FloatFn(crate::float_ops::FloatFn, Vec<Expr>),
}

impl Expr {
    /// A value of the program as a constant expression (None is encoded as False).
    pub fn from_value(v: &crate::value::Value) -> Expr {
        use crate::value::Value;
        match v {
            Value::Int(i) => Expr::Int(i.clone()),
            Value::Bool(b) => Expr::Bool(*b),
            Value::Tuple(t) => Expr::Tuple(t.iter().cloned().map(Expr::Int).collect()),
            Value::List(l) => Expr::Tuple(l.get().into_iter().map(Expr::Int).collect()),
            Value::Str(s) => Expr::Tuple(s.iter().map(|&c| Expr::Int(BigInt::from(c))).collect()),
            Value::Float(bits) => Expr::FloatFn(crate::float_ops::FloatFn::Const(*bits), Vec::new()),
            Value::Complex(re, im) => Expr::FloatFn(
                crate::float_ops::FloatFn::CMake,
                vec![Expr::FloatFn(crate::float_ops::FloatFn::Const(*re), Vec::new()), Expr::FloatFn(crate::float_ops::FloatFn::Const(*im), Vec::new())],
            ),
            Value::None => Expr::Bool(false),
        }
    }

    pub fn int(v: i64) -> Expr {
        Expr::Int(BigInt::from(v))
    }

    pub fn cmp(op: CmpOp, a: Expr, b: Expr) -> Expr {
        Expr::Cmp(op, Box::new(a), Box::new(b))
    }

    pub fn arith(op: ArithOp, a: Expr, b: Expr) -> Expr {
        Expr::Arith(op, Box::new(a), Box::new(b))
    }

    /// Logical negation, pushed into comparisons so printed rules stay readable.
    pub fn negate(self) -> Expr {
        match self {
            Expr::Bool(b) => Expr::Bool(!b),
            Expr::Not(e) => *e,
            Expr::Cmp(op, a, b) => Expr::Cmp(op.negated(), a, b),
            other => Expr::Not(Box::new(other)),
        }
    }

    /// Calls `f` on every variable the expression reads.
    pub fn for_each_var(&self, f: &mut dyn FnMut(VarId)) {
        match self {
            Expr::Var(v) => f(*v),
            Expr::Int(_) | Expr::Bool(_) => {}
            Expr::Tuple(es) | Expr::And(es) | Expr::Or(es) | Expr::StrFn(_, es) | Expr::FloatFn(_, es) => es.iter().for_each(|e| e.for_each_var(f)),
            Expr::Neg(e) | Expr::Not(e) | Expr::Len(e) => e.for_each_var(f),
            Expr::Arith(_, a, b) | Expr::Cmp(_, a, b) | Expr::Index(a, b) | Expr::Concat(a, b) | Expr::Fill(a, b) => {
                a.for_each_var(f);
                b.for_each_var(f);
            }
            Expr::Ite(c, a, b) | Expr::Store(c, a, b) => {
                c.for_each_var(f);
                a.for_each_var(f);
                b.for_each_var(f);
            }
            Expr::Slice(t, lo, hi) => {
                t.for_each_var(f);
                lo.iter().for_each(|e| e.for_each_var(f));
                hi.iter().for_each(|e| e.for_each_var(f));
            }
            // The bound variable is reported too: callers use this to find the
            // constants a formula mentions, and the bound one is harmless there.
            Expr::Quant { var, lo, hi, body, .. } => {
                f(*var);
                lo.for_each_var(f);
                hi.for_each_var(f);
                body.for_each_var(f);
            }
        }
    }

    /// The direct subexpressions.
    pub fn children(&self) -> Vec<&Expr> {
        let mut out = Vec::new();
        self.try_each_child(&mut |c| {
            out.push(c);
            false
        });
        out
    }

    /// Calls `f` on each direct subexpression in turn until it returns true;
    /// whether one did. (No vector per node: `any` walks every guard the search
    /// folds.)
    pub fn try_each_child<'a>(&'a self, f: &mut dyn FnMut(&'a Expr) -> bool) -> bool {
        match self {
            Expr::Var(_) | Expr::Int(_) | Expr::Bool(_) => false,
            Expr::Tuple(es) | Expr::And(es) | Expr::Or(es) | Expr::StrFn(_, es) | Expr::FloatFn(_, es) => es.iter().any(f),
            Expr::Neg(e) | Expr::Not(e) | Expr::Len(e) => f(e),
            Expr::Arith(_, a, b) | Expr::Cmp(_, a, b) | Expr::Index(a, b) | Expr::Concat(a, b) | Expr::Fill(a, b) => f(a) || f(b),
            Expr::Ite(c, a, b) | Expr::Store(c, a, b) => f(c) || f(a) || f(b),
            Expr::Slice(t, lo, hi) => f(t) || lo.as_deref().is_some_and(&mut *f) || hi.as_deref().is_some_and(f),
            Expr::Quant { lo, hi, body, .. } => f(lo) || f(hi) || f(body),
        }
    }

    /// Whether `p` holds for this expression or any subexpression.
    pub fn any(&self, p: &mut dyn FnMut(&Expr) -> bool) -> bool {
        p(self) || self.try_each_child(&mut |c| c.any(p))
    }

    /// Renders with variable names, in Python syntax; `name` maps a variable to text.
    pub fn display<'a>(&'a self, name: &'a dyn Fn(VarId) -> String) -> ExprDisplay<'a> {
        ExprDisplay { expr: self, name }
    }
}

pub struct ExprDisplay<'a> {
    expr: &'a Expr,
    name: &'a dyn Fn(VarId) -> String,
}

impl ExprDisplay<'_> {
    fn sub<'b>(&'b self, e: &'b Expr) -> ExprDisplay<'b> {
        ExprDisplay { expr: e, name: self.name }
    }

    /// Parenthesizes compound operands.
    fn atom<'b>(&'b self, e: &'b Expr) -> String {
        let s = self.sub(e).to_string();
        match e {
            Expr::Int(v) if v.sign() != num_bigint::Sign::Minus => s,
            Expr::Var(_) | Expr::Bool(_) | Expr::Tuple(_) | Expr::Len(_) | Expr::Index(..) | Expr::Slice(..) | Expr::Quant { .. } | Expr::Store(..) => s,
            _ => format!("({s})"),
        }
    }
}

impl fmt::Display for ExprDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.expr {
            Expr::Int(v) => write!(f, "{v}"),
            Expr::Bool(true) => f.write_str("True"),
            Expr::Bool(false) => f.write_str("False"),
            Expr::Var(v) => f.write_str(&(self.name)(*v)),
            Expr::Tuple(es) => {
                let items: Vec<String> = es.iter().map(|e| self.sub(e).to_string()).collect();
                if items.len() == 1 {
                    write!(f, "({},)", items[0])
                } else {
                    write!(f, "({})", items.join(", "))
                }
            }
            Expr::Neg(e) => write!(f, "-{}", self.atom(e)),
            Expr::Arith(op, a, b) => write!(f, "{} {} {}", self.atom(a), op.symbol(), self.atom(b)),
            Expr::Cmp(op, a, b) => write!(f, "{} {} {}", self.atom(a), op.symbol(), self.atom(b)),
            Expr::And(es) | Expr::Or(es) => {
                let word = if matches!(self.expr, Expr::And(_)) { " and " } else { " or " };
                let items: Vec<String> = es.iter().map(|e| self.atom(e)).collect();
                f.write_str(&items.join(word))
            }
            Expr::Not(e) => write!(f, "not {}", self.atom(e)),
            Expr::Ite(c, a, b) => write!(f, "{} if {} else {}", self.atom(a), self.atom(c), self.atom(b)),
            Expr::Len(e) => write!(f, "len({})", self.sub(e)),
            Expr::Index(t, i) => write!(f, "{}[{}]", self.atom(t), self.sub(i)),
            Expr::Slice(t, lo, hi) => {
                let lo = lo.as_ref().map_or(String::new(), |e| self.sub(e).to_string());
                let hi = hi.as_ref().map_or(String::new(), |e| self.sub(e).to_string());
                write!(f, "{}[{lo}:{hi}]", self.atom(t))
            }
            Expr::Concat(a, b) => write!(f, "{} + {}", self.atom(a), self.atom(b)),
            // Not Python: an expression for "the list with one item replaced".
            Expr::Store(t, i, v) => write!(f, "store({}, {}, {})", self.sub(t), self.sub(i), self.sub(v)),
            Expr::Fill(x, n) => write!(f, "[{}] * {}", self.sub(x), self.atom(n)),
            Expr::StrFn(func, args) => {
                let args: Vec<String> = args.iter().map(|a| self.sub(a).to_string()).collect();
                write!(f, "{}({})", func.name(), args.join(", "))
            }
            Expr::FloatFn(crate::float_ops::FloatFn::Const(bits), _) => f.write_str(&crate::value::float_literal(f64::from_bits(*bits))),
            Expr::FloatFn(func, args) => {
                let args: Vec<String> = args.iter().map(|a| self.sub(a).to_string()).collect();
                write!(f, "{}({})", func.name(), args.join(", "))
            }
            Expr::Quant { all, var, lo, hi, body } => write!(
                f,
                "{}({} for {} in range({}, {}))",
                if *all { "all" } else { "any" },
                self.sub(body),
                (self.name)(*var),
                self.sub(lo),
                self.sub(hi)
            ),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    Skip,
    /// Simultaneous assignment: every right side reads the state before the edge.
    Assign(Vec<(VarId, Expr)>),
    /// The variable takes an arbitrary value of its type (nondet_int(), havoc).
    Havoc(VarId),
    /// The variables take arbitrary values: not a nondet call but an abstraction (a
    /// loop replaced by its invariant), so no run of the program consumes a value here.
    Forget(Vec<VarId>),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edge {
    pub guard: Vec<Expr>,
    pub action: Action,
    /// The source construct this transition comes from.
    pub span: Span,
    /// Set on the edge that starts an iteration of a loop (the guard's true side):
    /// the loop's id, as on its head point. Engines that unroll count these.
    pub loop_entry: Option<u32>,
}

/// What failing at an error point means.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ErrorKind {
    /// A call of the error function.
    ErrorCall,
    /// An uncaught exception (a failing assert is an AssertionError).
    Exception(ExcKind),
    /// A recursive call nested deeper than the lowering inlines (`LowerOptions::
    /// recursion_depth`): not a failure of the program, but a place the search did
    /// not look past. Every property counts it, so that no SAFE verdict rests on
    /// the bound (see `check`).
    RecursionCut,
    /// A run reaches what minipy does not model (a format CPython would give an
    /// OverflowError, attribute access in a format field): the search stops here
    /// as at a `RecursionCut`.
    Unmodelled,
}

impl ErrorKind {
    /// A place the search does not look past (not a failure of the program).
    pub fn is_cut(self) -> bool {
        matches!(self, ErrorKind::RecursionCut | ErrorKind::Unmodelled)
    }
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErrorKind::ErrorCall => f.write_str("error() called"),
            ErrorKind::Exception(k) => f.write_str(k.name()),
            ErrorKind::RecursionCut => f.write_str("recursion beyond the inlining depth"),
            ErrorKind::Unmodelled => f.write_str("a construct tracer does not model"),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PointKind {
    Entry,
    Normal,
    /// The entry function returned.
    Exit,
    /// A path that ends without error because an abstraction closed it (a loop
    /// invariant shown preserved by one arbitrary iteration).
    Halt,
    Error(ErrorKind),
}

#[derive(Clone, Debug)]
pub struct Point {
    pub kind: PointKind,
    /// The statement that runs from this point (for error points: where it failed).
    pub span: Span,
    /// The function whose code this point belongs to.
    pub function: String,
    /// Set on a loop's head (where its guard is evaluated): the loop's id.
    pub loop_head: Option<u32>,
}

#[derive(Clone, Debug)]
pub struct Cfg {
    pub graph: DiGraph<Point, Edge>,
    pub entry: NodeIndex,
    pub exit: NodeIndex,
    pub vars: Vec<Var>,
    /// The entry function's parameters, in order.
    pub inputs: Vec<VarId>,
    /// Holds the entry function's result at the exit point (`None` for `-> None`).
    pub ret: Option<VarId>,
    pub entry_function: String,
    /// Some loop was replaced by its invariant: an error path may be spurious.
    pub abstracted: bool,
}

/// The edges of a two-way split at `from` on `cond` (into `yes` and `no`): a constant
/// condition gets one unguarded edge, leaving the impossible side unreached. Shared
/// by both front ends' lowerings.
pub(crate) fn add_branch(graph: &mut DiGraph<Point, Edge>, from: NodeIndex, (yes, no): (NodeIndex, NodeIndex), cond: Expr, span: Span) {
    let skip = |guard| Edge { guard, action: Action::Skip, span, loop_entry: None };
    match cond {
        Expr::Bool(true) => {
            graph.add_edge(from, yes, skip(Vec::new()));
        }
        Expr::Bool(false) => {
            graph.add_edge(from, no, skip(Vec::new()));
        }
        cond => {
            graph.add_edge(from, yes, skip(vec![cond.clone()]));
            graph.add_edge(from, no, skip(vec![cond.negate()]));
        }
    }
}

impl Cfg {
    pub fn var(&self, v: VarId) -> &Var {
        &self.vars[v as usize]
    }

    pub fn var_name(&self, v: VarId) -> String {
        self.vars[v as usize].name.clone()
    }

    pub fn error_points(&self) -> impl Iterator<Item = (NodeIndex, ErrorKind)> + '_ {
        self.graph.node_indices().filter_map(|n| match self.graph[n].kind {
            PointKind::Error(k) => Some((n, k)),
            _ => None,
        })
    }

    pub fn out_edges(&self, n: NodeIndex) -> Vec<(EdgeIndex, NodeIndex)> {
        use petgraph::visit::EdgeRef;
        // petgraph lists outgoing edges newest first; engines want source order.
        let mut edges: Vec<(EdgeIndex, NodeIndex)> = self.graph.edges(n).map(|e| (e.id(), e.target())).collect();
        edges.sort_by_key(|(e, _)| *e);
        edges
    }

    /// Structural invariants every lowering must keep (checked by tests).
    pub fn validate(&self) -> Result<(), String> {
        use petgraph::visit::{Bfs, EdgeRef};
        let mut reachable = vec![false; self.graph.node_count()];
        let mut bfs = Bfs::new(&self.graph, self.entry);
        while let Some(n) = bfs.next(&self.graph) {
            reachable[n.index()] = true;
        }
        for n in self.graph.node_indices() {
            // A function whose every run raises or recurses forever (a `main()`
            // calling itself last) never reaches its exit; nothing else may be cut off.
            if !reachable[n.index()] && n != self.exit {
                return Err(format!("point {} is unreachable from the entry", n.index()));
            }
            let out = self.graph.edges(n).count();
            match self.graph[n].kind {
                PointKind::Exit | PointKind::Halt | PointKind::Error(_) if out > 0 => {
                    return Err(format!("final point {} has outgoing edges", n.index()))
                }
                PointKind::Entry | PointKind::Normal if out == 0 => {
                    return Err(format!("point {} has no way out", n.index()))
                }
                _ => {}
            }
        }
        for e in self.graph.edge_references() {
            let mut bad = None;
            let edge = e.weight();
            let mut check = |v: VarId| {
                if v as usize >= self.vars.len() {
                    bad = Some(v);
                }
            };
            edge.guard.iter().for_each(|g| g.for_each_var(&mut check));
            match &edge.action {
                Action::Assign(asg) => asg.iter().for_each(|(v, x)| {
                    check(*v);
                    x.for_each_var(&mut check);
                }),
                Action::Havoc(v) => check(*v),
                Action::Forget(vs) => vs.iter().for_each(|v| check(*v)),
                Action::Skip => {}
            }
            if let Some(v) = bad {
                return Err(format!("edge {} mentions unknown variable {v}", e.id().index()));
            }
        }
        Ok(())
    }
}

/// A small deterministic random source for the expression rewriting tests: a number
/// below `n` per call.
#[cfg(test)]
pub(crate) fn xorshift(mut seed: u64) -> impl FnMut(u64) -> u64 {
    move |n| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n
    }
}
