//! C syntax tree -> CFG, the same graph minipy lowers to. Calls are inlined with
//! fresh copies of the callee's locals (no recursion); `goto` jumps between points,
//! and a backward `goto` marks its label as a loop head. `&&`, `||` and `?:` in
//! conditions become branches. Integers follow C on a data model (ILP32 or LP64:
//! results reduced into their type's range) or, as an explicit abstraction, are
//! mathematical; `/` and `%` truncate towards zero as in C (expressed with Python's
//! floor operations), and a value read from a `__VERIFIER_nondet_*()` call lies in
//! its C type's range.
//!
//! Error locations: calls of `reach_error()` / `__VERIFIER_error()`, of the function
//! named by `error_label`, reaching the label named by `error_label`, and
//! `_TRACER_abort(c)` (or its older spelling `_ABORT(c)`) where `c` holds. `abort()`, `exit()` and failing assumptions end
//! a run without error.

use super::ast::{self, BinOp, CType, ExprKind, IntType, StmtKind, UnOp};
use super::parser::{unsupported, Parser};
use crate::ast::{ArithOp, CmpOp, Type};
use crate::cfg::build::Builder;
use crate::cfg::*;
use crate::diagnostic::Diagnostic;
use crate::span::Span;
use num_bigint::BigInt;
use petgraph::graph::NodeIndex;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

type LResult<T> = Result<T, Diagnostic>;

/// How a C program is turned into a CFG.
#[derive(Clone, Debug)]
pub struct COptions {
    /// The function whose runs are checked (`main`).
    pub entry: String,
    /// A label (BLAST's `ERROR:`) or a function (TRACER's `errorFn`) whose reaching
    /// is an error.
    pub error_label: Option<String>,
    pub int_model: IntModel,
    pub uninit_globals: UninitGlobals,
}

/// What a global without an initialiser holds when `main` starts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum UninitGlobals {
    /// 0, as C says (the default).
    #[default]
    Zero,
    /// Any value of its type: a program input, as TRACER and BLAST read their
    /// benchmark programs (tcas's globals are the aircraft's state).
    Inputs,
}

/// How C integers behave.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum IntModel {
    /// Mathematical integers: no arithmetic wraps around. An abstraction, chosen
    /// explicitly: it misses every wrap-around bug. Types keep ILP32's widths for the
    /// ranges of nondet values and uninitialised locals.
    Math,
    /// C on ILP32 (int and long 32 bits, long long 64; the default, as for SV-COMP's
    /// 32-bit tasks): every result is reduced into its C type's range after C's usual
    /// arithmetic conversions, and conversions to a narrower or unsigned type wrap
    /// around (as gcc does; signed overflow, undefined in C, wraps too).
    #[default]
    Ilp32,
    /// C on LP64: as ILP32, but long (and unsigned long) is 64 bits.
    Lp64,
}

impl IntModel {
    /// The width of `long` in bits.
    pub fn long_bits(self) -> u32 {
        match self {
            IntModel::Math | IntModel::Ilp32 => 32,
            IntModel::Lp64 => 64,
        }
    }

    /// Whether results are reduced into their type's range (C's arithmetic).
    pub fn wraps(self) -> bool {
        self != IntModel::Math
    }
}

impl Default for COptions {
    fn default() -> COptions {
        COptions { entry: "main".into(), error_label: None, int_model: IntModel::default(), uninit_globals: UninitGlobals::default() }
    }
}

/// Functions whose call is an error; their bodies are never analysed.
const ERROR_FUNCTIONS: &[&str] = &["reach_error", "__VERIFIER_error"];

struct Frame {
    scopes: Vec<HashMap<String, VarId>>,
    /// Parameters outside the subset: an error where used.
    poisoned: HashMap<String, Diagnostic>,
    ret: Option<(VarId, IntType)>,
    return_target: NodeIndex,
    /// Label points, created by the first `goto` or by the label itself.
    labels: HashMap<String, NodeIndex>,
    defined: HashSet<String>,
    /// Gotos to labels not (yet) defined, for the error message.
    pending: HashMap<String, Span>,
    /// Innermost last: (break target, continue target if a loop).
    jumps: Vec<(NodeIndex, Option<NodeIndex>)>,
    /// The enclosing switches' case points, in source order, and how many are used.
    switches: Vec<(Vec<NodeIndex>, usize)>,
}

struct Lowerer<'t> {
    parser: Parser<'t>,
    b: Builder,
    functions: HashMap<String, ast::Function>,
    bodies: HashMap<String, Rc<ast::Stmt>>,
    bad_globals: HashMap<String, Diagnostic>,
    globals: HashMap<String, VarId>,
    types: Vec<IntType>,
    vars: Vec<Var>,
    frames: Vec<Frame>,
    call_stack: Vec<String>,
    inline_count: HashMap<String, u32>,
    n_temps: u32,
    error_label: Option<String>,
    exit: NodeIndex,
    /// C's arithmetic (results reduced into their type) rather than mathematical
    /// integers.
    wraps: bool,
    long_bits: u32,
    /// Variables whose value always lies in their C type's range (with `wraps`):
    /// locals and globals, every write to which is converted, and nondet values.
    ranged: HashSet<VarId>,
}

/// Parses and lowers a preprocessed C file.
pub fn lower(source: &str, options: &COptions) -> LResult<Cfg> {
    let toks = super::lexer::lex(source)?;
    let mut parser = Parser::new(&toks, options.int_model.long_bits());
    let unit = parser.unit()?;
    let mut functions = HashMap::new();
    for f in unit.functions {
        functions.insert(f.name.clone(), f);
    }
    let Some(main) = functions.get(&options.entry).cloned() else {
        return Err(Diagnostic::new("name", Span::default(), format!("no function named '{}' in the program", options.entry)));
    };
    let mut l = Lowerer {
        parser,
        functions,
        bodies: HashMap::new(),
        bad_globals: unit.bad_globals.into_iter().collect(),
        globals: HashMap::new(),
        types: Vec::new(),
        b: Builder::new(main.span, main.name.clone()),
        vars: Vec::new(),
        frames: Vec::new(),
        call_stack: Vec::new(),
        inline_count: HashMap::new(),
        n_temps: 0,
        error_label: options.error_label.clone(),
        exit: NodeIndex::new(1),
        wraps: options.int_model.wraps(),
        long_bits: options.int_model.long_bits(),
        ranged: HashSet::new(),
    };
    let entry = l.b.add_point(PointKind::Entry);
    let exit = l.b.add_point(PointKind::Exit);
    l.exit = exit;
    l.b.cur = entry;
    // C zero-initialises globals that have no initialiser (or, on request, they are
    // inputs).
    for g in &unit.globals {
        let v = l.new_var(g.name.clone(), g.ty, VarKind::Global);
        l.globals.insert(g.name.clone(), v);
        l.b.cur_span = g.span;
        let value = match &g.init {
            Some(e) => {
                let (x, t) = l.typed(e)?;
                l.conv(x, t, g.ty)
            }
            None if options.uninit_globals == UninitGlobals::Inputs => {
                l.havoc_in_range(v, g.ty);
                continue;
            }
            None => Expr::int(0),
        };
        l.b.step(Action::Assign(vec![(v, value)]));
    }
    let mut inputs = Vec::new();
    let mut params = HashMap::new();
    let mut poisoned = HashMap::new();
    for (name, ty) in &main.params {
        match ty {
            Ok(t) => {
                let v = l.new_var(name.clone(), *t, VarKind::Input);
                inputs.push(v);
                params.insert(name.clone(), v);
            }
            Err(d) => {
                poisoned.insert(name.clone(), d.clone());
            }
        }
    }
    let ret = match main.ret {
        CType::Int(t) => Some((l.new_var("$ret".into(), t, VarKind::Return), t)),
        CType::Void => None,
    };
    let returned = l.b.node();
    l.call_body(&main, params, poisoned, ret, returned)?;
    l.b.cur = returned;
    l.b.goto(exit);
    let mut cfg = Cfg { graph: l.b.graph, entry, exit, vars: l.vars, inputs, ret: ret.map(|r| r.0), entry_function: main.name.clone(), abstracted: false };
    crate::cfg::simplify(&mut cfg);
    Ok(cfg)
}

/// `e` as a `_Bool`: 0 or 1.
fn to_bool(e: Expr) -> Expr {
    match e {
        Expr::Int(v) => Expr::Int(BigInt::from(u8::from(v != BigInt::from(0)))),
        e => bool_to_int(Expr::cmp(CmpOp::Ne, e, Expr::int(0))),
    }
}

/// C's integer promotion: types narrower than int become int.
fn promote(t: IntType) -> IntType {
    if t.bits < 32 {
        IntType::INT
    } else {
        t
    }
}

/// The common type of C's usual arithmetic conversions.
fn common(a: IntType, b: IntType) -> IntType {
    let (a, b) = (promote(a), promote(b));
    if a == b {
        return a;
    }
    if a.signed == b.signed {
        return if a.bits >= b.bits { a } else { b };
    }
    let (u, s) = if a.signed { (b, a) } else { (a, b) };
    if u.bits >= s.bits {
        u
    } else {
        s
    }
}

/// Every value of `from` is a value of `to`.
fn fits(from: IntType, to: IntType) -> bool {
    let ((a, b), (c, d)) = (range(from), range(to));
    c <= a && b <= d
}

fn fits_in(v: &BigInt, t: IntType) -> bool {
    let (lo, hi) = range(t);
    &lo <= v && v <= &hi
}

fn bool_to_int(c: Expr) -> Expr {
    match c {
        Expr::Bool(b) => Expr::int(i64::from(b)),
        c => Expr::Ite(Box::new(c), Box::new(Expr::int(1)), Box::new(Expr::int(0))),
    }
}

/// C's `a / b` (truncating) from Python's floor division: one more than the floor
/// when the signs differ and the division is not exact.
fn c_div(a: Expr, b: Expr) -> Expr {
    let floor = Expr::arith(ArithOp::FloorDiv, a.clone(), b.clone());
    match (&a, &b) {
        (Expr::Int(x), Expr::Int(y)) if x.sign() != num_bigint::Sign::Minus && y.sign() == num_bigint::Sign::Plus => return floor,
        (_, Expr::Int(y)) if y.sign() == num_bigint::Sign::Plus && matches!(a, Expr::Int(_)) => return floor,
        _ => {}
    }
    let adjust = inexact_mixed_signs(&a, &b);
    Expr::Ite(Box::new(adjust), Box::new(Expr::arith(ArithOp::Add, floor.clone(), Expr::int(1))), Box::new(floor))
}

/// C's `a % b` (the sign of `a`): Python's remainder minus `b` when the signs differ
/// and the division is not exact.
fn c_rem(a: Expr, b: Expr) -> Expr {
    let py = Expr::arith(ArithOp::Mod, a.clone(), b.clone());
    let adjust = inexact_mixed_signs(&a, &b);
    Expr::Ite(Box::new(adjust), Box::new(Expr::arith(ArithOp::Sub, py.clone(), b)), Box::new(py))
}

fn inexact_mixed_signs(a: &Expr, b: &Expr) -> Expr {
    let neg = |x: &Expr| Expr::cmp(CmpOp::Lt, x.clone(), Expr::int(0));
    Expr::And(vec![
        Expr::cmp(CmpOp::Ne, Expr::arith(ArithOp::Mod, a.clone(), b.clone()), Expr::int(0)),
        Expr::cmp(CmpOp::Ne, bool_to_int(neg(a)), bool_to_int(neg(b))),
    ])
}

/// The range of a C integer type.
fn range(t: IntType) -> (BigInt, BigInt) {
    if t.signed {
        let half = BigInt::from(1) << (t.bits - 1);
        (-half.clone(), half - 1)
    } else {
        (BigInt::from(0), (BigInt::from(1) << t.bits) - 1)
    }
}

/// The type a `__VERIFIER_nondet_*` function returns, from its name (`long` has
/// `long_bits`).
fn nondet_type(name: &str, long_bits: u32) -> Option<IntType> {
    let suffix = name.strip_prefix("__VERIFIER_nondet_")?;
    Some(match suffix {
        "long" => IntType { bits: long_bits, signed: true },
        "ulong" | "unsigned_long" | "size_t" => IntType { bits: long_bits, signed: false },
        "bool" | "_Bool" => IntType::BOOL,
        "char" => IntType { bits: 8, signed: true },
        "uchar" | "unsigned_char" => IntType { bits: 8, signed: false },
        "short" => IntType { bits: 16, signed: true },
        "ushort" | "unsigned_short" => IntType { bits: 16, signed: false },
        "uint" | "unsigned" | "unsigned_int" | "u32" => IntType { bits: 32, signed: false },
        "longlong" | "long_long" => IntType { bits: 64, signed: true },
        "ulonglong" | "unsigned_long_long" => IntType { bits: 64, signed: false },
        _ => IntType::INT,
    })
}

/// Whether evaluating `e` has no effects and cannot fail (so it may be evaluated
/// even where C would not, as in `a && b` turned into one formula).
fn is_simple(e: &ast::Expr) -> bool {
    match &e.kind {
        ExprKind::Int(..) | ExprKind::Var(_) => true,
        ExprKind::Unary(_, x) | ExprKind::Cast(_, x) => is_simple(x),
        ExprKind::Binary(BinOp::Div | BinOp::Rem, ..) => false,
        ExprKind::Binary(_, a, b) => is_simple(a) && is_simple(b),
        ExprKind::Cond(c, a, b) => is_simple(c) && is_simple(a) && is_simple(b),
        _ => false,
    }
}

impl Lowerer<'_> {
    // ---- graph building beyond `Builder` ----

    /// Continues only where `c` holds (a failed assumption blocks the run).
    fn assume(&mut self, c: Expr) {
        if c == Expr::Bool(true) {
            return;
        }
        let next = self.b.node();
        self.b.edge(self.b.cur, next, vec![c], Action::Skip);
        self.b.cur = next;
    }

    /// No run goes on from here (`abort()`, a failed assumption): an edge that is
    /// never enabled keeps the point's way out, as the CFG's invariants require.
    fn block(&mut self) {
        self.b.edge(self.b.cur, self.exit, vec![Expr::Bool(false)], Action::Skip);
        self.b.cur = self.b.node();
    }

    fn new_loop(&mut self, head: NodeIndex) -> u32 {
        if let Some(id) = self.b.graph[head].loop_head {
            return id;
        }
        let id = self.b.n_loops;
        self.b.n_loops += 1;
        self.b.graph[head].loop_head = Some(id);
        id
    }

    /// An edge from the current point to `target` that starts an iteration of `id`.
    fn iterate(&mut self, target: NodeIndex, id: u32) {
        let e = self.b.edge(self.b.cur, target, Vec::new(), Action::Skip);
        self.b.graph[e].loop_entry = Some(id);
        self.b.cur = self.b.node();
    }

    fn new_var(&mut self, name: String, ty: IntType, kind: VarKind) -> VarId {
        let ranged = matches!(kind, VarKind::Local | VarKind::Global);
        let bounds = self.wraps.then(|| range(ty));
        self.vars.push(Var { name, ty: Type::Int, kind, range: bounds, num: false });
        self.types.push(ty);
        let v = (self.vars.len() - 1) as VarId;
        if ranged {
            self.ranged.insert(v);
        }
        v
    }

    /// Bounds on the values of `e`, from the ranges of its variables' types (`None`
    /// where they cannot be told).
    fn bounds(&self, e: &Expr) -> Option<(BigInt, BigInt)> {
        Some(match e {
            Expr::Int(v) => (v.clone(), v.clone()),
            Expr::Var(v) if self.ranged.contains(v) => range(self.types[*v as usize]),
            Expr::Neg(a) => {
                let (lo, hi) = self.bounds(a)?;
                (-hi, -lo)
            }
            Expr::Ite(_, a, b) => {
                let ((alo, ahi), (blo, bhi)) = (self.bounds(a)?, self.bounds(b)?);
                (alo.min(blo), ahi.max(bhi))
            }
            Expr::Arith(op, a, b) => {
                let ((alo, ahi), (blo, bhi)) = (self.bounds(a)?, self.bounds(b)?);
                match op {
                    ArithOp::Add => (alo + blo, ahi + bhi),
                    ArithOp::Sub => (alo - bhi, ahi - blo),
                    ArithOp::Mul => {
                        let products = [&alo * &blo, &alo * &bhi, &ahi * &blo, &ahi * &bhi];
                        (products.iter().min()?.clone(), products.iter().max()?.clone())
                    }
                    // Python's `%` by a positive constant.
                    ArithOp::Mod if blo == bhi && blo > BigInt::from(0) => (BigInt::from(0), blo - 1),
                    _ => return None,
                }
            }
            _ => return None,
        })
    }

    fn temp(&mut self, what: &str) -> VarId {
        self.n_temps += 1;
        let name = format!("${what}{}", self.n_temps);
        self.new_var(name, IntType { bits: 64, signed: true }, VarKind::Temp)
    }

    /// The run fails here.
    fn fail(&mut self, span: Span) {
        let err = self.b.error_point(ErrorKind::ErrorCall, span);
        self.b.goto(err);
    }

    /// `e`, a value of type `from`, converted to `to`.
    fn conv(&self, e: Expr, from: IntType, to: IntType) -> Expr {
        if to == IntType::BOOL {
            return to_bool(e);
        }
        if !self.wraps || fits(from, to) {
            return e;
        }
        self.wrap(e, to)
    }

    /// `e` reduced into the range of `t` (C's arithmetic only; mathematical integers
    /// never leave it).
    fn wrap(&self, e: Expr, t: IntType) -> Expr {
        if !self.wraps {
            return e;
        }
        let (lo, hi) = range(t);
        let m = BigInt::from(1) << t.bits;
        if let Expr::Int(v) = &e {
            if fits_in(v, t) {
                return e;
            }
            let r = ((v - &lo) % &m + &m) % &m + &lo;
            return Expr::Int(r);
        }
        if let Some((elo, ehi)) = self.bounds(&e) {
            // A value that cannot leave the range needs no reduction (and the
            // solver no modulus): `(long)a + b` for ints a, b on LP64.
            if fits_in(&elo, t) && fits_in(&ehi, t) {
                return e;
            }
            // One that can leave it by less than a period wraps at most once: said
            // with comparisons (linear; the modulus costs the solver an integer
            // quotient per operation, and a chain of a hundred increments took it
            // seconds to refute). `i + 1`: `i + 1 > max ? i + 1 - 2^32 : i + 1`.
            if elo >= &lo - &m && ehi <= &hi + &m {
                // Past `bound` (by `past`), `e` moved back by the period (`back`).
                let side = |past: CmpOp, bound: &BigInt, back: ArithOp, rest: Expr| {
                    let moved = Expr::arith(back, e.clone(), Expr::Int(m.clone()));
                    Expr::Ite(Box::new(Expr::cmp(past, e.clone(), Expr::Int(bound.clone()))), Box::new(moved), Box::new(rest))
                };
                let mut out = e.clone();
                if elo < lo {
                    out = side(CmpOp::Lt, &lo, ArithOp::Add, out);
                }
                if ehi > hi {
                    out = side(CmpOp::Gt, &hi, ArithOp::Sub, out);
                }
                return out;
            }
        }
        let zero = lo == BigInt::from(0);
        let shifted = if zero { e } else { Expr::arith(ArithOp::Sub, e, Expr::Int(lo.clone())) };
        let reduced = Expr::arith(ArithOp::Mod, shifted, Expr::Int(m));
        if zero {
            reduced
        } else {
            Expr::arith(ArithOp::Add, reduced, Expr::Int(lo))
        }
    }

    /// `v` takes an arbitrary value of C type `ty` (a nondet call, an uninitialised
    /// local).
    fn havoc_in_range(&mut self, v: VarId, ty: IntType) {
        self.b.step(Action::Havoc(v));
        let (lo, hi) = range(ty);
        self.assume(Expr::And(vec![Expr::cmp(CmpOp::Ge, Expr::Var(v), Expr::Int(lo)), Expr::cmp(CmpOp::Le, Expr::Var(v), Expr::Int(hi))]));
    }

    /// The run fails (at `span`) where the truth of `c` is `fails_when`, and goes on
    /// where it is not.
    fn fail_where(&mut self, c: &ast::Expr, fails_when: bool, span: Span) -> LResult<()> {
        let (yes, no) = self.cond(c)?;
        let (bad, good) = if fails_when { (yes, no) } else { (no, yes) };
        self.b.cur = bad;
        self.fail(span);
        self.b.cur = good;
        Ok(())
    }

    fn frame(&mut self) -> &mut Frame {
        self.frames.last_mut().expect("inside a function")
    }

    // ---- names ----

    fn lookup(&self, name: &str, span: Span) -> LResult<VarId> {
        let frame = self.frames.last().expect("inside a function");
        for scope in frame.scopes.iter().rev() {
            if let Some(&v) = scope.get(name) {
                return Ok(v);
            }
        }
        if let Some(d) = frame.poisoned.get(name) {
            return Err(d.clone());
        }
        if let Some(&v) = self.globals.get(name) {
            return Ok(v);
        }
        if let Some(d) = self.bad_globals.get(name) {
            return Err(d.clone());
        }
        Err(Diagnostic::new("name", span, format!("unknown variable '{name}'")))
    }

    fn declare(&mut self, name: &str, ty: IntType) -> VarId {
        let depth = self.frames.len();
        // Below the entry function, `cur_fn` is the inlined copy, `f#k`.
        let base = if depth == 1 { name.to_string() } else { format!("{}.{name}", self.b.cur_fn) };
        let taken = |n: &str, vars: &[Var]| vars.iter().any(|v| v.name == n);
        let mut unique = base.clone();
        let mut k = 2;
        while taken(&unique, &self.vars) {
            unique = format!("{base}.{k}");
            k += 1;
        }
        let v = self.new_var(unique, ty, VarKind::Local);
        self.frame().scopes.last_mut().expect("a scope").insert(name.to_string(), v);
        v
    }

    // ---- functions ----

    fn body_of(&mut self, f: &ast::Function) -> LResult<Rc<ast::Stmt>> {
        if let Some(b) = self.bodies.get(&f.name) {
            return Ok(b.clone());
        }
        let body = Rc::new(self.parser.body(f.body.clone())?);
        self.bodies.insert(f.name.clone(), body.clone());
        Ok(body)
    }

    /// Lowers one inlined copy of `f`'s body, parameters already bound; returns to
    /// `returned`.
    fn call_body(
        &mut self,
        f: &ast::Function,
        params: HashMap<String, VarId>,
        poisoned: HashMap<String, Diagnostic>,
        ret: Option<(VarId, IntType)>,
        returned: NodeIndex,
    ) -> LResult<()> {
        if let Some(d) = &f.problem {
            return Err(d.clone());
        }
        let body = self.body_of(f)?;
        self.frames.push(Frame {
            scopes: vec![params],
            poisoned,
            ret,
            return_target: returned,
            labels: HashMap::new(),
            defined: HashSet::new(),
            pending: HashMap::new(),
            jumps: Vec::new(),
            switches: Vec::new(),
        });
        self.call_stack.push(f.name.clone());
        self.stmt(&body)?;
        // Falling off the end of a function that returns a value: C leaves the value
        // undefined; any value is possible.
        if let Some((r, _)) = ret {
            self.b.step(Action::Havoc(r));
        }
        self.b.goto(returned);
        self.call_stack.pop();
        let frame = self.frames.pop().expect("pushed above");
        if let Some((label, span)) = frame.pending.into_iter().next() {
            return Err(Diagnostic::new("name", span, format!("`goto {label}`: no such label in {}", f.name)));
        }
        Ok(())
    }

    fn call(&mut self, name: &str, args: &[ast::Expr], span: Span) -> LResult<Expr> {
        let is_error_fn = ERROR_FUNCTIONS.contains(&name) || self.error_label.as_deref() == Some(name);
        if is_error_fn {
            for a in args {
                self.effect(a)?;
            }
            self.fail(span);
            return Ok(Expr::int(0));
        }
        if let Some(ty) = nondet_type(name, self.long_bits) {
            let t = self.temp("nondet");
            self.types[t as usize] = ty;
            self.ranged.insert(t);
            // At the call's own place: a violation witness pins the value there.
            let statement = std::mem::replace(&mut self.b.cur_span, span);
            self.havoc_in_range(t, ty);
            self.b.cur_span = statement;
            return Ok(Expr::Var(t));
        }
        let one_arg = || -> LResult<&ast::Expr> {
            match args {
                [a] => Ok(a),
                _ => Err(Diagnostic::new("type", span, format!("{name}() takes one argument"))),
            }
        };
        match name {
            "abort" | "exit" | "_Exit" => {
                for a in args {
                    self.effect(a)?;
                }
                self.block();
                return Ok(Expr::int(0));
            }
            "__VERIFIER_assume" | "assume_abort_if_not" | "_TRACER_assume" | "assume" => {
                let c = one_arg()?;
                let (yes, no) = self.cond(c)?;
                self.b.cur = no;
                self.block();
                self.b.cur = yes;
                return Ok(Expr::int(0));
            }
            // `_ABORT` is its older spelling, in TRACER's regression programs.
            "_TRACER_abort" | "_ABORT" if !self.functions.contains_key(name) => {
                self.fail_where(one_arg()?, true, span)?;
                return Ok(Expr::int(0));
            }
            "__VERIFIER_assert" if !self.functions.contains_key(name) => {
                self.fail_where(one_arg()?, false, span)?;
                return Ok(Expr::int(0));
            }
            _ => {}
        }
        let Some(f) = self.functions.get(name).cloned() else {
            return Err(unsupported(span, &format!("calls of `{name}`, which has no definition here, are")));
        };
        if self.call_stack.contains(&f.name) {
            return Err(unsupported(span, &format!("recursive calls (`{name}`) are")));
        }
        if f.params.len() != args.len() {
            return Err(Diagnostic::new("type", span, format!("{name}() takes {} arguments, {} given", f.params.len(), args.len())));
        }
        let copy = {
            let c = self.inline_count.entry(f.name.clone()).or_insert(0);
            *c += 1;
            *c
        };
        // Arguments are evaluated in the caller, into the callee's fresh parameters.
        let mut values = Vec::new();
        let mut poisoned = HashMap::new();
        let mut params = HashMap::new();
        for ((p, ty), a) in f.params.iter().zip(args) {
            let (x, tx) = self.typed(a)?;
            match ty {
                Ok(t) => {
                    let v = self.new_var(format!("{}#{copy}.{p}", f.name), *t, VarKind::Local);
                    values.push((v, self.conv(x, tx, *t)));
                    params.insert(p.clone(), v);
                }
                Err(d) => {
                    poisoned.insert(p.clone(), d.clone());
                }
            }
        }
        self.b.cur_span = span;
        if !values.is_empty() {
            self.b.step(Action::Assign(values));
        }
        // The copy's points are in function `f#copy`, its locals' prefix: a point
        // says which copy's variables it can name (a witness's invariant at a
        // location in `f` is read in every copy of `f`).
        let saved_fn = std::mem::replace(&mut self.b.cur_fn, format!("{}#{copy}", f.name));
        let ret = match f.ret {
            CType::Int(t) => Some((self.new_var(format!("{}#{copy}.$ret", f.name), t, VarKind::Temp), t)),
            CType::Void => None,
        };
        let returned = self.b.node();
        let result = self.call_body(&f, params, poisoned, ret, returned);
        self.b.cur_fn = saved_fn;
        result?;
        self.b.cur = returned;
        self.b.cur_span = span;
        Ok(ret.map_or(Expr::int(0), |(r, _)| Expr::Var(r)))
    }

    // ---- statements ----

    fn stmt(&mut self, s: &ast::Stmt) -> LResult<()> {
        self.b.cur_span = s.span;
        if !self.b.fixed[self.b.cur.index()] {
            self.b.graph[self.b.cur].span = s.span;
            self.b.fixed[self.b.cur.index()] = true;
        }
        match &s.kind {
            StmtKind::Empty => {}
            StmtKind::Decl(decls) => {
                for d in decls {
                    self.b.cur_span = d.span;
                    let value = match &d.init {
                        Some(e) => Some(self.typed(e)?),
                        None => None,
                    };
                    let v = self.declare(&d.name, d.ty);
                    match value {
                        Some((x, t)) => {
                            let x = self.conv(x, t, d.ty);
                            self.b.step(Action::Assign(vec![(v, x)]))
                        }
                        // An uninitialised local holds an arbitrary value of its type.
                        None => self.havoc_in_range(v, d.ty),
                    }
                }
            }
            StmtKind::Expr(e) => self.effect(e)?,
            StmtKind::Block(items) => {
                self.frame().scopes.push(HashMap::new());
                for item in items {
                    self.stmt(item)?;
                }
                self.frame().scopes.pop();
            }
            StmtKind::If(c, then, els) => {
                let (yes, no) = self.cond(c)?;
                let join = self.b.node();
                self.b.cur = yes;
                self.stmt(then)?;
                self.b.goto(join);
                self.b.cur = no;
                if let Some(e) = els {
                    self.stmt(e)?;
                }
                self.b.goto(join);
                self.b.cur = join;
            }
            StmtKind::While(c, body) => self.while_loop(s.span, Some(c), None, body)?,
            StmtKind::DoWhile(body, c) => {
                let head = self.b.node();
                self.b.graph[head].span = s.span;
                self.b.fixed[head.index()] = true;
                let id = self.new_loop(head);
                self.iterate(head, id);
                let (test, after) = (self.b.node(), self.b.node());
                self.b.cur = head;
                self.frame().jumps.push((after, Some(test)));
                self.stmt(body)?;
                self.frame().jumps.pop();
                self.b.goto(test);
                self.b.cur = test;
                self.b.cur_span = c.span;
                let (yes, no) = self.cond(c)?;
                self.b.cur = yes;
                self.iterate(head, id);
                self.b.cur = no;
                self.b.goto(after);
                self.b.cur = after;
            }
            StmtKind::For(init, c, step, body) => {
                self.frame().scopes.push(HashMap::new());
                if let Some(i) = init {
                    self.stmt(i)?;
                }
                self.while_loop(s.span, c.as_ref(), step.as_ref(), body)?;
                self.frame().scopes.pop();
            }
            StmtKind::Switch(e, body) => {
                let x = self.rvalue(e)?;
                let v = self.temp("switch");
                self.b.step(Action::Assign(vec![(v, x)]));
                let mut cases = Vec::new();
                collect_cases(body, &mut cases);
                let after = self.b.node();
                let mut points = Vec::new();
                let mut default = None;
                for case in &cases {
                    let p = self.b.node();
                    points.push(p);
                    match case {
                        Some(value) => {
                            let value = self.constant(value)?;
                            let (yes, no) = self.b.branch(Expr::cmp(CmpOp::Eq, Expr::Var(v), value));
                            self.b.cur = yes;
                            self.b.goto(p);
                            self.b.cur = no;
                        }
                        None => default = Some(p),
                    }
                }
                self.b.goto(default.unwrap_or(after));
                self.frame().switches.push((points, 0));
                self.frame().jumps.push((after, None));
                self.stmt(body)?;
                self.frame().jumps.pop();
                self.frame().switches.pop();
                self.b.goto(after);
                self.b.cur = after;
            }
            StmtKind::Case(_, inner) => {
                let Some((points, used)) = self.frame().switches.last_mut() else {
                    return Err(Diagnostic::syntax(s.span, "`case` outside a switch"));
                };
                let p = points[*used];
                *used += 1;
                self.b.goto(p);
                self.b.cur = p;
                self.stmt(inner)?;
            }
            StmtKind::Break => {
                let Some(&(target, _)) = self.frame().jumps.last() else {
                    return Err(Diagnostic::syntax(s.span, "`break` outside a loop or switch"));
                };
                self.b.goto(target);
            }
            StmtKind::Continue => {
                let Some(target) = self.frame().jumps.iter().rev().find_map(|j| j.1) else {
                    return Err(Diagnostic::syntax(s.span, "`continue` outside a loop"));
                };
                self.b.goto(target);
            }
            StmtKind::Return(e) => {
                let value = match e {
                    Some(e) => Some(self.typed(e)?),
                    None => None,
                };
                let frame = self.frames.last().expect("inside a function");
                let (ret, target) = (frame.ret, frame.return_target);
                if let (Some((r, ty)), Some((x, tx))) = (ret, value) {
                    let x = self.conv(x, tx, ty);
                    self.b.step(Action::Assign(vec![(r, x)]));
                } else if let Some((r, _)) = ret {
                    self.b.step(Action::Havoc(r));
                }
                self.b.goto(target);
            }
            StmtKind::Goto(label) => {
                let backward = self.frame().defined.contains(label);
                let target = self.label_point(label);
                if backward {
                    // A backward jump closes a loop: its label is the head, and the
                    // jump starts an iteration (engines that unroll count these).
                    let id = self.new_loop(target);
                    self.iterate(target, id);
                } else {
                    self.frame().pending.entry(label.clone()).or_insert(s.span);
                    self.b.goto(target);
                }
            }
            StmtKind::Label(label, inner) => {
                let p = self.label_point(label);
                self.frame().defined.insert(label.clone());
                self.frame().pending.remove(label);
                self.b.graph[p].span = s.span;
                self.b.fixed[p.index()] = true;
                self.b.goto(p);
                self.b.cur = p;
                if self.error_label.as_deref() == Some(label.as_str()) {
                    self.fail(s.span);
                }
                self.stmt(inner)?;
            }
        }
        Ok(())
    }

    /// `while (c) body` with `step` run after the body and on `continue` (a `for`
    /// loop); no condition means forever.
    fn while_loop(&mut self, span: Span, c: Option<&ast::Expr>, step: Option<&ast::Expr>, body: &ast::Stmt) -> LResult<()> {
        let head = self.b.node();
        self.b.graph[head].span = span;
        self.b.fixed[head.index()] = true;
        self.b.goto(head);
        self.b.cur = head;
        let id = self.new_loop(head);
        let (yes, no) = match c {
            Some(c) => self.cond(c)?,
            None => self.b.branch(Expr::Bool(true)),
        };
        let (start, next) = (self.b.node(), self.b.node());
        self.b.cur = yes;
        self.iterate(start, id);
        self.b.cur = start;
        self.frame().jumps.push((no, Some(next)));
        self.stmt(body)?;
        self.frame().jumps.pop();
        self.b.goto(next);
        self.b.cur = next;
        if let Some(st) = step {
            self.b.cur_span = st.span;
            self.effect(st)?;
        }
        self.b.goto(head);
        self.b.cur = no;
        Ok(())
    }

    fn label_point(&mut self, label: &str) -> NodeIndex {
        if let Some(&p) = self.frame().labels.get(label) {
            return p;
        }
        let p = self.b.node();
        self.frame().labels.insert(label.to_string(), p);
        p
    }

    /// A `case` value: a constant expression.
    fn constant(&mut self, e: &ast::Expr) -> LResult<Expr> {
        if !is_simple(e) {
            return Err(Diagnostic::new("type", e.span, "a case label must be a constant"));
        }
        self.rvalue(e)
    }

    // ---- expressions ----

    /// Evaluates `e` for its effects only.
    fn effect(&mut self, e: &ast::Expr) -> LResult<()> {
        match &e.kind {
            ExprKind::IncDec { name, inc, .. } => {
                self.b.cur_span = e.span;
                let v = self.lookup(name, e.span)?;
                let new = self.inc_dec(v, *inc);
                self.b.step(Action::Assign(vec![(v, new)]));
                Ok(())
            }
            ExprKind::Comma(a, b) => {
                self.effect(a)?;
                self.effect(b)
            }
            ExprKind::Cast(CType::Void, x) => self.effect(x),
            _ => self.rvalue(e).map(|_| ()),
        }
    }

    /// The value of `e` as a pure expression, after emitting its effects.
    fn rvalue(&mut self, e: &ast::Expr) -> LResult<Expr> {
        Ok(self.typed(e)?.0)
    }

    /// `v + 1` or `v - 1`, stored back into `v`'s type.
    fn inc_dec(&self, v: VarId, inc: bool) -> Expr {
        let t = self.types[v as usize];
        let delta = if inc { ArithOp::Add } else { ArithOp::Sub };
        let pt = promote(t);
        let x = self.wrap(Expr::arith(delta, Expr::Var(v), Expr::int(1)), pt);
        self.conv(x, pt, t)
    }

    /// The value of `e` and its C type, after emitting its effects.
    fn typed(&mut self, e: &ast::Expr) -> LResult<(Expr, IntType)> {
        Ok(match &e.kind {
            ExprKind::Int(v, t) => (Expr::Int(v.clone()), *t),
            ExprKind::Var(name) => {
                let v = self.lookup(name, e.span)?;
                (Expr::Var(v), self.types[v as usize])
            }
            ExprKind::Unary(op, x) => {
                let (x, t) = self.typed(x)?;
                let pt = promote(t);
                let x = self.conv(x, t, pt);
                match op {
                    UnOp::Neg => (self.wrap(Expr::Neg(Box::new(x)), pt), pt),
                    UnOp::Plus => (x, pt),
                    UnOp::Not => (bool_to_int(Expr::cmp(CmpOp::Eq, x, Expr::int(0))), IntType::INT),
                    UnOp::BitNot => (self.wrap(Expr::arith(ArithOp::Sub, Expr::Neg(Box::new(x)), Expr::int(1)), pt), pt),
                }
            }
            ExprKind::Binary(op @ (BinOp::And | BinOp::Or), a, b) => {
                if is_simple(b) {
                    let (a, b) = (self.rvalue(a)?, self.rvalue(b)?);
                    let (a, b) = (Expr::cmp(CmpOp::Ne, a, Expr::int(0)), Expr::cmp(CmpOp::Ne, b, Expr::int(0)));
                    (bool_to_int(if *op == BinOp::And { Expr::And(vec![a, b]) } else { Expr::Or(vec![a, b]) }), IntType::INT)
                } else {
                    (self.branch_value(e)?, IntType::INT)
                }
            }
            ExprKind::Binary(op, a, b) => {
                let x = self.typed(a)?;
                let y = self.typed(b)?;
                self.b.cur_span = e.span;
                self.typed_binary(*op, x, y, e.span)?
            }
            ExprKind::Assign(op, name, rhs) => {
                let v = self.lookup(name, e.span)?;
                let tv = self.types[v as usize];
                let (x, tx) = self.typed(rhs)?;
                self.b.cur_span = e.span;
                let (value, t) = match op {
                    None => (x, tx),
                    Some(op) => self.typed_binary(*op, (Expr::Var(v), tv), (x, tx), e.span)?,
                };
                let value = self.conv(value, t, tv);
                self.b.step(Action::Assign(vec![(v, value)]));
                (Expr::Var(v), tv)
            }
            ExprKind::IncDec { name, inc, prefix } => {
                let v = self.lookup(name, e.span)?;
                self.b.cur_span = e.span;
                let new = self.inc_dec(v, *inc);
                let t = self.types[v as usize];
                if *prefix {
                    self.b.step(Action::Assign(vec![(v, new)]));
                    (Expr::Var(v), t)
                } else {
                    let old = self.temp("old");
                    self.b.step(Action::Assign(vec![(old, Expr::Var(v)), (v, new)]));
                    (Expr::Var(old), t)
                }
            }
            ExprKind::Cond(c, a, b) => {
                if is_simple(a) && is_simple(b) {
                    let c = self.rvalue(c)?;
                    let ((x, tx), (y, ty)) = (self.typed(a)?, self.typed(b)?);
                    let t = common(tx, ty);
                    let (x, y) = (self.conv(x, tx, t), self.conv(y, ty, t));
                    (Expr::Ite(Box::new(Expr::cmp(CmpOp::Ne, c, Expr::int(0))), Box::new(x), Box::new(y)), t)
                } else {
                    // Arms with effects are computed by branching, each converted to
                    // the common type of the two (known before either is lowered).
                    let t = common(self.type_of(a, e.span)?, self.type_of(b, e.span)?);
                    (self.branch_value_as(e, t)?, t)
                }
            }
            ExprKind::Call(name, args) => {
                self.b.cur_span = e.span;
                let t = self.call_type(name);
                (self.call(name, args, e.span)?, t)
            }
            ExprKind::Cast(CType::Void, x) => {
                self.effect(x)?;
                (Expr::int(0), IntType::INT)
            }
            ExprKind::Cast(CType::Int(t), x) => {
                let (x, tx) = self.typed(x)?;
                (self.conv(x, tx, *t), *t)
            }
            ExprKind::Comma(a, b) => {
                self.effect(a)?;
                self.typed(b)?
            }
        })
    }

    /// `x op y` after C's usual arithmetic conversions, reduced into the result type.
    fn typed_binary(&mut self, op: BinOp, (x, tx): (Expr, IntType), (y, ty): (Expr, IntType), span: Span) -> LResult<(Expr, IntType)> {
        if matches!(op, BinOp::Shl | BinOp::Shr) {
            let t = promote(tx);
            let x = self.conv(x, tx, t);
            let r = self.binary(op, x, y, span)?;
            return Ok((self.wrap(r, t), t));
        }
        let t = common(tx, ty);
        let (x, y) = (self.conv(x, tx, t), self.conv(y, ty, t));
        let r = self.binary(op, x, y, span)?;
        Ok(match op {
            BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge | BinOp::Eq | BinOp::Ne => (r, IntType::INT),
            _ => (self.wrap(r, t), t),
        })
    }

    fn binary(&mut self, op: BinOp, x: Expr, y: Expr, span: Span) -> LResult<Expr> {
        let cmp = |op| bool_to_int(Expr::cmp(op, x.clone(), y.clone()));
        Ok(match op {
            BinOp::Add => Expr::arith(ArithOp::Add, x, y),
            BinOp::Sub => Expr::arith(ArithOp::Sub, x, y),
            BinOp::Mul => Expr::arith(ArithOp::Mul, x, y),
            BinOp::Div | BinOp::Rem => {
                // Division by zero is undefined behaviour; the tasks are free of it, and
                // a run that divides by zero is not followed further.
                self.assume(Expr::cmp(CmpOp::Ne, y.clone(), Expr::int(0)));
                if op == BinOp::Div {
                    c_div(x, y)
                } else {
                    c_rem(x, y)
                }
            }
            BinOp::Lt => cmp(CmpOp::Lt),
            BinOp::Le => cmp(CmpOp::Le),
            BinOp::Gt => cmp(CmpOp::Gt),
            BinOp::Ge => cmp(CmpOp::Ge),
            BinOp::Eq => cmp(CmpOp::Eq),
            BinOp::Ne => cmp(CmpOp::Ne),
            BinOp::And | BinOp::Or => unreachable!("handled by rvalue"),
            BinOp::Shl | BinOp::Shr => match &y {
                Expr::Int(k) if k.sign() != num_bigint::Sign::Minus && *k < BigInt::from(64) => {
                    let k: u32 = k.try_into().expect("below 64");
                    let p = Expr::Int(BigInt::from(1) << k);
                    // With mathematical integers, x << k is x * 2^k and x >> k floors.
                    if op == BinOp::Shl {
                        Expr::arith(ArithOp::Mul, x, p)
                    } else {
                        Expr::arith(ArithOp::FloorDiv, x, p)
                    }
                }
                _ => return Err(unsupported(span, "shifts by a non-constant amount are")),
            },
            BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor => return Err(unsupported(span, "bitwise `&`, `|` and `^` are")),
        })
    }

    /// The 0/1 (or `?:`) value of `e` computed by branching, for operands with effects.
    fn branch_value(&mut self, e: &ast::Expr) -> LResult<Expr> {
        self.branch_value_as(e, IntType::INT)
    }

    /// The value of `e` computed by branching; the arms of a `?:` are converted to
    /// `ty` (their common type).
    fn branch_value_as(&mut self, e: &ast::Expr, ty: IntType) -> LResult<Expr> {
        let t = self.temp("v");
        self.types[t as usize] = IntType { bits: 64, signed: true };
        let join = self.b.node();
        match &e.kind {
            ExprKind::Cond(c, a, b) => {
                let (yes, no) = self.cond(c)?;
                for (point, arm) in [(yes, a), (no, b)] {
                    self.b.cur = point;
                    let (x, tx) = self.typed(arm)?;
                    let x = self.conv(x, tx, ty);
                    self.b.step(Action::Assign(vec![(t, x)]));
                    self.b.goto(join);
                }
            }
            _ => {
                let (yes, no) = self.cond(e)?;
                for (point, value) in [(yes, 1), (no, 0)] {
                    self.b.cur = point;
                    self.b.step(Action::Assign(vec![(t, Expr::int(value))]));
                    self.b.goto(join);
                }
            }
        }
        self.b.cur = join;
        Ok(Expr::Var(t))
    }

    /// The type a call of `name` yields: the function's, a nondet function's, else int.
    fn call_type(&self, name: &str) -> IntType {
        match self.functions.get(name) {
            Some(ast::Function { ret: CType::Int(t), .. }) => *t,
            _ => nondet_type(name, self.long_bits).unwrap_or(IntType::INT),
        }
    }

    /// The C type of `e`, found without lowering it (for the arms of a `?:` with
    /// effects, whose common type is needed before either arm is lowered).
    fn type_of(&self, e: &ast::Expr, at: Span) -> LResult<IntType> {
        Ok(match &e.kind {
            ExprKind::Int(_, t) => *t,
            ExprKind::Var(name) | ExprKind::Assign(_, name, _) | ExprKind::IncDec { name, .. } => self.types[self.lookup(name, e.span)? as usize],
            ExprKind::Unary(UnOp::Not, _) => IntType::INT,
            ExprKind::Unary(_, x) => promote(self.type_of(x, at)?),
            ExprKind::Binary(BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge | BinOp::Eq | BinOp::Ne | BinOp::And | BinOp::Or, ..) => IntType::INT,
            ExprKind::Binary(BinOp::Shl | BinOp::Shr, x, _) => promote(self.type_of(x, at)?),
            ExprKind::Binary(_, x, y) => common(self.type_of(x, at)?, self.type_of(y, at)?),
            ExprKind::Cond(_, x, y) => common(self.type_of(x, at)?, self.type_of(y, at)?),
            ExprKind::Cast(CType::Int(t), _) => *t,
            ExprKind::Comma(_, y) => self.type_of(y, at)?,
            ExprKind::Call(name, _) => self.call_type(name),
            ExprKind::Cast(CType::Void, _) => return Err(unsupported(at, "a void value in a conditional expression is")),
        })
    }

    /// Branches on the truth of `e` (non-zero), with C's short-circuit evaluation.
    fn cond(&mut self, e: &ast::Expr) -> LResult<(NodeIndex, NodeIndex)> {
        match &e.kind {
            ExprKind::Binary(BinOp::And, a, b) => {
                let (ta, fa) = self.cond(a)?;
                self.b.cur = ta;
                let (tb, fb) = self.cond(b)?;
                let f = self.join(fa, fb);
                Ok((tb, f))
            }
            ExprKind::Binary(BinOp::Or, a, b) => {
                let (ta, fa) = self.cond(a)?;
                self.b.cur = fa;
                let (tb, fb) = self.cond(b)?;
                let t = self.join(ta, tb);
                Ok((t, fb))
            }
            ExprKind::Unary(UnOp::Not, a) => {
                let (t, f) = self.cond(a)?;
                Ok((f, t))
            }
            ExprKind::Binary(op @ (BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge | BinOp::Eq | BinOp::Ne), a, b) => {
                let ((x, tx), (y, ty)) = (self.typed(a)?, self.typed(b)?);
                let t = common(tx, ty);
                let (x, y) = (self.conv(x, tx, t), self.conv(y, ty, t));
                let op = match op {
                    BinOp::Lt => CmpOp::Lt,
                    BinOp::Le => CmpOp::Le,
                    BinOp::Gt => CmpOp::Gt,
                    BinOp::Ge => CmpOp::Ge,
                    BinOp::Eq => CmpOp::Eq,
                    _ => CmpOp::Ne,
                };
                self.b.cur_span = e.span;
                Ok(self.b.branch(fold(Expr::cmp(op, x, y))))
            }
            _ => {
                let x = self.rvalue(e)?;
                self.b.cur_span = e.span;
                Ok(self.b.branch(fold(Expr::cmp(CmpOp::Ne, x, Expr::int(0)))))
            }
        }
    }

    fn join(&mut self, a: NodeIndex, b: NodeIndex) -> NodeIndex {
        let j = self.b.node();
        self.b.edge(a, j, Vec::new(), Action::Skip);
        self.b.edge(b, j, Vec::new(), Action::Skip);
        j
    }
}

/// Constant comparisons become `True`/`False`, so `if (0)` has one way out.
fn fold(e: Expr) -> Expr {
    crate::cfg::rewrite::fold(&e)
}

/// The `case`/`default` labels of a switch body in source order, not those of nested
/// switches.
fn collect_cases(s: &ast::Stmt, out: &mut Vec<Option<ast::Expr>>) {
    match &s.kind {
        StmtKind::Case(v, inner) => {
            out.push(v.clone());
            collect_cases(inner, out);
        }
        StmtKind::Block(items) => items.iter().for_each(|i| collect_cases(i, out)),
        StmtKind::If(_, a, b) => {
            collect_cases(a, out);
            if let Some(b) = b {
                collect_cases(b, out);
            }
        }
        StmtKind::While(_, b) | StmtKind::DoWhile(b, _) | StmtKind::For(_, _, _, b) | StmtKind::Label(_, b) => collect_cases(b, out),
        _ => {}
    }
}
