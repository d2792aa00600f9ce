//! The SMT layer: the only module that names z3 types. It encodes CLP constraints in
//! SSA form with Python's semantics (`//` floors, `%` takes the divisor's sign,
//! negative indices, clamped slices; tuples are a length and an array, see `Tup`), checks
//! satisfiability with one long-lived solver, and reads models back as values.

use crate::clp::{ClpProgram, Constraint, Rule};
use cfg_frontend::ast::{ArithOp, CmpOp, Type};
use cfg_frontend::cfg::{Expr, VarId};
use cfg_frontend::value::Value;
use num_bigint::BigInt;
use num_traits::Zero;
use std::collections::HashMap;
use z3::ast::{Array, Ast, Bool, Dynamic, Int};
use z3::{FuncDecl, SatResult, Solver, Sort};

pub mod horn;
mod qe;
mod scoped;
mod cores;
mod solver;
mod tuple;
mod valuation;
pub use valuation::Valuation;
use tuple::{clamp, static_len, Items, Tup, TUPLE, TUPLE_DECLARATION};
mod watchdog;
pub use scoped::ScopedSolver;
pub use cores::Core;
pub use solver::{Active, SatModel, Smt};
use watchdog::Watchdog;
pub use watchdog::{cancelled, with_cancel};

pub mod bits;
mod canonical;
mod clauses;
mod division;
mod floats;
pub use floats::float_fn_is_exact;
mod table;
mod slices;
mod walk;
mod eval;
mod local;
mod readback;
mod wp;
use table::Table;
use walk::{any_node, any_subterm, app_kind, has_quantifier, is_app_of, mentions};

/// A Boolean formula, opaque outside this module. Equality is Z3's: the same term.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Formula(Bool);

impl Formula {
    /// True when the formula is the literal `true`.
    pub fn is_true(&self) -> bool {
        self.0.as_bool() == Some(true)
    }

    pub fn and(parts: &[Formula]) -> Formula {
        let bs: Vec<Bool> = parts.iter().map(|f| f.0.clone()).collect();
        Formula(Bool::and(&bs))
    }

    pub fn not(&self) -> Formula {
        Formula(self.0.not())
    }

    /// `self → then`, simplified.
    pub fn implies(&self, then: &Formula) -> Formula {
        Formula(self.0.implies(&then.0).simplify())
    }

    /// The flattened conjuncts, without `true`s and repeats; `[false]` if one is false.
    pub fn conjuncts(parts: &[Formula]) -> Vec<Formula> {
        conjuncts(parts.iter().map(|f| f.0.clone()).collect())
    }

    /// True when the formula is the literal `false`.
    pub fn is_false(&self) -> bool {
        self.0.as_bool() == Some(false)
    }

    pub fn truth(b: bool) -> Formula {
        Formula(Bool::from_bool(b))
    }

    pub fn or(parts: &[Formula]) -> Formula {
        let bs: Vec<Bool> = parts.iter().map(|f| f.0.clone()).collect();
        Formula(Bool::or(&bs))
    }

    /// A Boolean constant of its own, named `name` (which must not be a program
    /// variable's SSA name: give it a `!`).
    pub fn named(name: &str) -> Formula {
        Formula(Bool::new_const(name))
    }

    pub fn has_quantifier(&self) -> bool {
        has_quantifier(&Dynamic::from_ast(&self.0))
    }

    /// Whether `model` makes the formula true (constants it leaves out take any
    /// value). Only for quantifier-free formulas, where evaluation in a model is exact.
    pub fn holds_in(&self, model: &z3::Model) -> bool {
        self.value_in(model) == Some(true)
    }

    /// Its truth in `model`, where the model evaluates it: not a formula with a
    /// quantifier, whose evaluation Z3 does not promise.
    pub fn value_in(&self, model: &z3::Model) -> Option<bool> {
        if self.has_quantifier() {
            return None;
        }
        model.eval(&self.0, true).and_then(|b| b.as_bool())
    }
}

impl std::fmt::Display for Formula {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sat {
    Sat,
    Unsat,
    /// The solver gave up; the reason it gave.
    Unknown(String),
}

/// The current SSA version of every program variable along one path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ssa {
    pub versions: Vec<u32>,
}

impl Ssa {
    pub fn new(n_vars: usize) -> Ssa {
        Ssa { versions: vec![0; n_vars] }
    }
}

/// Which SSA constant an expression's variable stands for. Along a path (`Ssa`) it is
/// the variable's current version; the SET engine's expressions range over symbols
/// that each name one version of one variable.
pub trait Resolve {
    fn resolve(&self, v: VarId) -> (VarId, u32);
}

impl Resolve for Ssa {
    fn resolve(&self, v: VarId) -> (VarId, u32) {
        (v, self.versions[v as usize])
    }
}

/// What one CLP constraint states, before the axioms its operations need are added.
enum Shape {
    /// An equation between ints (a definition or an `==` guard): slackened to its
    /// two inequalities when a loop closure weakens it.
    IntEq(Int, Int),
    /// A tuple defined from other tuples' items, stated cell by cell (see
    /// `Tup::defines`).
    Cells(Bool),
    /// A bool or tuple variable defined as a value (equal representations; the
    /// defined constant is fresh).
    Equal(Dynamic, Dynamic),
    Guard(Bool),
}

/// Turns CLP constraints into formulas; caches the SSA constants it makes.
pub struct Encoder<'p> {
    prog: &'p ClpProgram,
    consts: rustc_hash::FxHashMap<(VarId, u32), Dynamic>,
    /// The inverse of `consts`, by term id (the constants stay alive in `consts`, so
    /// their ids stay theirs).
    names: Names,
    /// How many fresh versions each variable has had (versions are never reused).
    next_version: Vec<u32>,
    /// Quantified variables being encoded whose range starts at 0 or above: an index
    /// built from them needs no case for Python's negative indices.
    nonneg: Vec<VarId>,
    /// The tuple constants met since the last `closed` (their lengths need `>= 0`).
    touched: Vec<Dynamic>,
    /// What the encodings of the operations met since the last call assume
    /// (`bits::encode`, `division::floor_div_mod`): conjoined like the length axioms.
    axioms: Vec<Bool>,
    /// Set while the facts of a str function's application are encoded (they
    /// mention the application again, whose facts are being told).
    in_lemmas: bool,
    /// Quantifier elimination: full, followed by simplification, and the light one
    /// tried first (made once: a tactic costs more to build than to run on a small
    /// goal).
    qe: z3::Tactic,
    qe_simplify: z3::Tactic,
    qe_light: z3::Tactic,
    /// Bounds each elimination (`QE_LIMIT_MS`): `qe` can run for ever on large
    /// moduli (C's wrap-around on 64-bit types), and a failed elimination is only a
    /// label or memo entry not made.
    qe_watchdog: Watchdog,
    /// What `consts_of` found, by formula: a label's conjuncts are asked again at
    /// every rule a label is carried back across (diskperf with minimax: about 0.9
    /// s without the table, 0.8 s with it; elsewhere within noise).
    consts_seen: std::cell::RefCell<Table<Formula, Vec<(VarId, u32)>>>,
    clauses: clauses::Clauses,
    /// A literal carried back across a rule that only assigns, by rule and literal
    /// (see `wp_body`).
    carried: Table<(usize, Formula), Bool>,
    /// A clause with one variable universally quantified, by variable and clause,
    /// where the cheap form applies (see `wp::forall_each`): a rule that havocs
    /// meets the same clauses from every node of its point.
    quantified: Table<(VarId, Formula), Option<Bool>>,
    /// A memo entry's formula with known values folded in (see `with_values`).
    folded: Table<(Formula, Vec<(VarId, Value)>), Formula>,
    /// A memo entry's formula over the versions of its variables on a path (see
    /// `from_canonical_over`).
    over: Table<(Formula, Vec<u32>), Formula>,
    /// Memo entries compiled for `truth_at`.
    compiled: eval::Compiled,
}

/// How long one quantifier elimination may take.
const QE_LIMIT_MS: u32 = 250;

/// Comparisons of strs against a display of up to this many items are written out
/// item by item (`Tup::less_unrolled`); longer ones go through `py_str_mismatch`.
const MAX_UNROLLED_COMPARISON: usize = 32;

fn with_axioms(axioms: &[Bool], b: Bool) -> Bool {
    if axioms.is_empty() {
        return b;
    }
    let mut parts = axioms.to_vec();
    parts.push(b);
    Bool::and(&parts)
}

/// The SSA constant each Z3 constant of the encoding stands for, by term id.
pub(super) type Names = rustc_hash::FxHashMap<u32, (VarId, u32)>;

fn int_lit(v: &BigInt) -> Int {
    match i64::try_from(v) {
        Ok(n) => Int::from_i64(n),
        Err(_) => v.to_string().parse::<Int>().expect("a decimal integer is a Z3 numeral"),
    }
}

impl<'p> Encoder<'p> {
    pub fn new(prog: &'p ClpProgram) -> Encoder<'p> {
        configure_z3();
        let mut enc = Encoder {
            prog,
            consts: Default::default(),
            names: Default::default(),
            consts_seen: Default::default(),
            carried: Default::default(),
            quantified: Default::default(),
            folded: Default::default(),
            over: Default::default(),
            compiled: Default::default(),
            clauses: Default::default(),
            next_version: vec![0; prog.vars.len()],
            nonneg: Vec::new(),
            touched: Vec::new(),
            axioms: Vec::new(),
            in_lemmas: false,
            qe: z3::Tactic::new("qe"),
            qe_light: z3::Tactic::new("qe-light"),
            qe_simplify: z3::Tactic::new("qe").and_then(&z3::Tactic::new("simplify")),
            qe_watchdog: {
                let mut w = Watchdog::new();
                w.set_limit_ms(QE_LIMIT_MS);
                w
            },
        };
        // Every canonical name known from the start: a formula over them that came
        // from elsewhere (Spacer's answer) is read by `consts_of` like one built here.
        for v in 0..prog.vars.len() as VarId {
            enc.canonical_var(v);
        }
        enc
    }

    /// The constant for version `version` of `v` (named like `x_3`).
    pub fn var(&mut self, v: VarId, version: u32) -> Dynamic {
        if let Some(c) = self.consts.get(&(v, version)) {
            return c.clone();
        }
        let ty = self.prog.var_type(v);
        let name = if version == CANONICAL {
            format!("{}!", self.prog.var_name(v))
        } else {
            format!("{}_{version}", self.prog.var_name(v))
        };
        let c = match ty {
            Type::Int => Dynamic::from_ast(&Int::new_const(name)),
            Type::Bool | Type::None => Dynamic::from_ast(&Bool::new_const(name)),
            Type::Float => Dynamic::new_const(name, &floats::sort()),
            Type::Complex => Dynamic::new_const(name, &floats::complex_sort()),
            // The lowering encodes `int | None` as a tuple (CFG variables never have it).
            Type::Tuple | Type::OptInt | Type::Dyn | Type::Num | Type::StrTuple | Type::List(_) | Type::Str => TUPLE.with(|t| Dynamic::new_const(name, &t.sort)),
        };
        self.consts.insert((v, version), c.clone());
        self.names.insert(walk::id_of(&c), (v, version));
        c
    }

    /// Syntactically non-negative: literals, lengths, quantified variables whose range
    /// starts at a non-negative bound, and sums and products of those.
    fn is_nonneg(&self, e: &Expr) -> bool {
        match e {
            Expr::Int(v) => v.sign() != num_bigint::Sign::Minus,
            Expr::Len(_) => true,
            Expr::Var(v) => self.nonneg.contains(v),
            Expr::Arith(ArithOp::Add | ArithOp::Mul, a, b) => self.is_nonneg(a) && self.is_nonneg(b),
            _ => false,
        }
    }

    /// The SSA constants `(variable, version)` that occur in `f`.
    pub fn consts_of(&self, f: &Formula) -> Vec<(VarId, u32)> {
        if let Some(known) = self.consts_seen.borrow().get(f) {
            return known;
        }
        let out = self.consts_walk(f);
        self.consts_seen.borrow_mut().insert(f.clone(), out.clone());
        out
    }

    fn consts_walk(&self, f: &Formula) -> Vec<(VarId, u32)> {
        let mut out = Vec::new();
        any_node(&Dynamic::from_ast(&f.0), |n| {
            if let Some(&c) = n.constant.then(|| self.names.get(&n.id)).flatten() {
                out.push(c);
            }
            false
        });
        out.sort_unstable();
        out.dedup();
        out
    }

    fn int<R: Resolve + ?Sized>(&mut self, e: &Expr, ssa: &R) -> Int {
        self.term(e, ssa).as_int().expect("type checker: an int expression")
    }

    /// A tuple expression, its structure kept (see `Items`).
    fn tuple<R: Resolve + ?Sized>(&mut self, e: &Expr, ssa: &R) -> Tup {
        match e {
            Expr::Tuple(items) => Tup::literal(items.iter().map(|x| self.int(x, ssa)).collect()),
            Expr::Concat(a, b) => {
                let (a, b) = (self.tuple(a, ssa), self.tuple(b, ssa));
                Tup::concat(a, b)
            }
            Expr::Slice(t, lo, hi) => {
                let t = self.tuple(t, ssa);
                let len = t.len.clone();
                let start = match lo {
                    Some(lo) => clamp(&self.int(lo, ssa), &len),
                    None => Int::from_i64(0),
                };
                let stop = match hi {
                    Some(hi) => clamp(&self.int(hi, ssa), &len),
                    None => len.clone(),
                };
                let count = Int::sub(&[stop, start.clone()]);
                let count = count.lt(Int::from_i64(0)).ite(&Int::from_i64(0), &count);
                t.extract(start, count)
            }
            Expr::Store(t, i, v) => {
                let nonneg = self.is_nonneg(i);
                let (t, i, v) = (self.tuple(t, ssa), self.int(i, ssa), self.int(v, ssa));
                let pos = if nonneg { i } else { i.lt(Int::from_i64(0)).ite(&Int::add(&[i.clone(), t.len.clone()]), &i) };
                t.store(pos, v)
            }
            Expr::Fill(x, n) => {
                let (x, n) = (self.int(x, ssa), self.int(n, ssa));
                let len = n.lt(Int::from_i64(0)).ite(&Int::from_i64(0), &n);
                Tup { len, items: Items::Array(Array::const_array(&Sort::int(), &x)) }
            }
            Expr::StrFn(f, args) => match self.literal_step_slice(*f, args, ssa) {
                Some(t) => t,
                None => Tup::of(&self.term(e, ssa)),
            },
            _ => Tup::of(&self.term(e, ssa)),
        }
    }

    /// A str function: its value where the arguments are constants, else the
    /// application of an uninterpreted function of them (Python's is one function of
    /// its arguments: every run is a model, so nothing proved is lost; a path that
    /// needs a value it does not have is found and then fails its replay).
    fn str_fn<R: Resolve + ?Sized>(&mut self, func: cfg_frontend::str_ops::StrFn, args: &[Expr], ssa: &R) -> Dynamic {
        let folded = cfg_frontend::cfg::rewrite::fold(&Expr::StrFn(func, args.to_vec()));
        if !matches!(folded, Expr::StrFn(..)) {
            return self.term(&folded, ssa);
        }
        if let Some(t) = self.literal_step_slice(func, args, ssa) {
            return t.to_dynamic();
        }
        if func == cfg_frontend::str_ops::StrFn::Less {
            return Dynamic::from_ast(&self.less(&args[0], &args[1], ssa));
        }
        let terms: Vec<Dynamic> = args.iter().map(|a| self.term(a, ssa)).collect();
        let sorts: Vec<Sort> = terms.iter().map(|t| t.get_sort()).collect();
        let range = match func.result() {
            Type::Int => Sort::int(),
            Type::Bool => Sort::bool(),
            _ => TUPLE.with(|t| t.sort.clone()),
        };
        // One function per str function and argument sorts (`find` of a str and of
        // a one-character str are the same function).
        let name = format!("py_str_{}_{}", func.name(), sorts.iter().map(|s| s.to_string()).collect::<Vec<_>>().join("_"));
        let decl = FuncDecl::new(name, &sorts.iter().collect::<Vec<_>>(), &range);
        let app = decl.apply(&terms.iter().map(|t| t as &dyn Ast).collect::<Vec<_>>());
        if func.result().is_held_as_sequence() {
            self.touched.push(app.clone());
        }
        if matches!(func, cfg_frontend::str_ops::StrFn::Find | cfg_frontend::str_ops::StrFn::RFind) && args.len() == 2 {
            let found = app.as_int().expect("an int");
            self.found_at(&found, func == cfg_frontend::str_ops::StrFn::RFind, &args[0], &args[1], ssa);
        }
        // What every Python value of the function satisfies (`str_lemmas`), as axioms
        // of the formula that mentions it.
        if !self.in_lemmas {
            self.in_lemmas = true;
            for fact in cfg_frontend::str_lemmas::lemmas(func, args) {
                let b = self.bool(&fact, ssa);
                self.axioms.push(b);
            }
            self.in_lemmas = false;
        }
        app
    }

    /// `t[lo:hi:step]` with a literal step, exactly (`Tup::stride`): a reversal's
    /// items are the string's, which an invariant such as `r == s[i + 1:][::-1]` needs.
    fn literal_step_slice<R: Resolve + ?Sized>(&mut self, func: cfg_frontend::str_ops::StrFn, args: &[Expr], ssa: &R) -> Option<Tup> {
        let cfg_frontend::str_ops::StrFn::StepSlice(has_lo, has_hi) = func else { return None };
        let Some(Expr::Int(step)) = args.last() else { return None };
        let step = i64::try_from(step).ok().filter(|&c| c != 0 && c.unsigned_abs() <= 1 << 32)?;
        let t = self.tuple(&args[0], ssa);
        let mut next = 1;
        let mut bound = |given: bool, enc: &mut Self| {
            given.then(|| {
                next += 1;
                enc.int(&args[next - 1], ssa)
            })
        };
        let lo = bound(has_lo, self);
        let hi = bound(has_hi, self);
        Some(t.stride(lo, hi, step))
    }

    /// Python's `a < b` on strs, exactly (written out without a quantifier where one
    /// side is a display of at most `MAX_UNROLLED_COMPARISON` items): by code point at the first position where
    /// they differ, else the shorter first. That position is a function of the two
    /// (`py_str_mismatch`), pinned by axioms: the items before it agree, the items
    /// at it differ, unless it is the end of one of them.
    fn less<R: Resolve + ?Sized>(&mut self, a: &Expr, b: &Expr, ssa: &R) -> Bool {
        let (a, b) = (self.tuple(a, ssa), self.tuple(b, ssa));
        let shown = [a.display_len(), b.display_len()].into_iter().flatten().min();
        if let Some(shown) = shown.filter(|&n| n <= MAX_UNROLLED_COMPARISON) {
            return a.less_unrolled(&b, shown);
        }
        let (ta, tb) = (a.to_dynamic(), b.to_dynamic());
        let sort = TUPLE.with(|t| t.sort.clone());
        let m = FuncDecl::new("py_str_mismatch", &[&sort, &sort], &Sort::int()).apply(&[&ta, &tb]).as_int().expect("an int");
        let zero = Int::from_i64(0);
        let inside = Bool::and(&[m.lt(&a.len), m.lt(&b.len)]);
        let k = Int::new_const("k!");
        let before = Bool::and(&[zero.le(&k), k.lt(&m)]);
        let agree = z3::ast::forall_const(&[&k], &[], &before.implies(a.at(&k).eq(b.at(&k))));
        self.axioms.push(Bool::and(&[zero.le(&m), m.le(&a.len), m.le(&b.len), agree, inside.implies(a.at(&m).eq(b.at(&m)).not())]));
        Bool::or(&[Bool::and(&[inside, a.at(&m).lt(b.at(&m))]), Bool::and(&[m.eq(&a.len), a.len.lt(&b.len)])])
    }

    /// `f == s.find(t)` (or `s.rfind(t)`), exactly, as axioms: -1 or a position
    /// where `t` occurs, and no occurrence before it (after it), each window there
    /// missing `t` at some item (`py_str_find_miss`, a function of the window's
    /// position). `''` is found at 0 (`rfind`: at `len(s)`), as in Python: an
    /// empty window misses nothing.
    fn found_at<R: Resolve + ?Sized>(&mut self, f: &Int, last: bool, s: &Expr, t: &Expr, ssa: &R) {
        let (s, t) = (self.tuple(s, ssa), self.tuple(t, ssa));
        let (ts, tt) = (s.to_dynamic(), t.to_dynamic());
        let zero = Int::from_i64(0);
        let none = f.eq(Int::from_i64(-1));
        let fits = |at: &Int| Bool::and(&[zero.le(at), Int::add(&[at.clone(), t.len.clone()]).le(&s.len)]);
        let k = Int::new_const("k!");
        let window_at_f = z3::ast::forall_const(
            &[&k],
            &[],
            &Bool::and(&[zero.le(&k), k.lt(&t.len)]).implies(s.at(&Int::add(&[f.clone(), k.clone()])).eq(t.at(&k))),
        );
        let q = Int::new_const("q!");
        let sort = TUPLE.with(|x| x.sort.clone());
        let miss = FuncDecl::new("py_str_find_miss", &[&sort, &sort, &Sort::int()], &Sort::int());
        let w = miss.apply(&[&ts, &tt, &q]).as_int().expect("an int");
        let passed = if last { q.gt(f) } else { q.lt(f) };
        let missed = Bool::and(&[zero.le(&w), w.lt(&t.len), s.at(&Int::add(&[q.clone(), w.clone()])).eq(t.at(&w)).not()]);
        let no_other = z3::ast::forall_const(&[&q], &[], &Bool::and(&[fits(&q), Bool::or(&[none.clone(), passed])]).implies(&missed));
        self.axioms.push(Bool::and(&[Bool::or(&[none, Bool::and(&[fits(f), window_at_f])]), no_other]));
    }

    fn is_tuple<R: Resolve + ?Sized>(&self, e: &Expr, ssa: &R) -> bool {
        match e {
            Expr::Tuple(_) | Expr::Concat(..) | Expr::Slice(..) | Expr::Store(..) | Expr::Fill(..) => true,
            Expr::StrFn(f, _) => f.result().is_held_as_sequence(),
            Expr::Var(v) => self.prog.var_type(ssa.resolve(*v).0).is_held_as_sequence(),
            Expr::Ite(_, a, _) => self.is_tuple(a, ssa),
            _ => false,
        }
    }

    pub fn bool<R: Resolve + ?Sized>(&mut self, e: &Expr, ssa: &R) -> Bool {
        self.term(e, ssa).as_bool().expect("type checker: a bool expression")
    }

    pub fn formula<R: Resolve + ?Sized>(&mut self, e: &Expr, ssa: &R) -> Formula {
        self.clear_axioms();
        let b = self.bool(e, ssa);
        let axioms = self.length_axioms();
        Formula(with_axioms(&axioms, b))
    }

    /// `len >= 0` for every tuple constant met since the last call: conjoined to each
    /// formula that mentions them, so that every formula is self-contained (an engine
    /// may drop any other).
    fn length_axioms(&mut self) -> Vec<Bool> {
        let mut seen = std::collections::HashSet::new();
        let lengths: Vec<Bool> = std::mem::take(&mut self.touched)
            .into_iter()
            .filter(|t| seen.insert(t.clone()))
            .map(|t| Tup::of(&t).len.ge(Int::from_i64(0)))
            .collect();
        let mut seen = std::collections::HashSet::new();
        let others = std::mem::take(&mut self.axioms).into_iter().filter(|b| seen.insert(b.clone()));
        lengths.into_iter().chain(others).collect()
    }

    fn clear_axioms(&mut self) {
        self.touched.clear();
        self.axioms.clear();
    }

    /// Encodes a value of the program as a constant term.
    pub fn value(v: &Value) -> Dynamic {
        match v {
            Value::Int(i) => Dynamic::from_ast(&int_lit(i)),
            Value::Bool(b) => Dynamic::from_ast(&Bool::from_bool(*b)),
            Value::None => Dynamic::from_ast(&Bool::from_bool(false)),
            Value::Tuple(items) => Tup::literal(items.iter().map(int_lit).collect()).to_dynamic(),
            Value::List(l) => Tup::literal(l.get().iter().map(int_lit).collect()).to_dynamic(),
            Value::Str(s) => Tup::literal(s.iter().map(|&c| Int::from_u64(c as u64)).collect()).to_dynamic(),
            Value::Float(bits) => Dynamic::from_ast(&z3::ast::Float::from_f64(f64::from_bits(*bits))),
            Value::Complex(re, im) => floats::complex_value(f64::from_bits(*re), f64::from_bits(*im)),
        }
    }

    pub fn term<R: Resolve + ?Sized>(&mut self, e: &Expr, ssa: &R) -> Dynamic {
        match e {
            Expr::Int(v) => Dynamic::from_ast(&int_lit(v)),
            Expr::Bool(b) => Dynamic::from_ast(&Bool::from_bool(*b)),
            Expr::Var(v) => {
                let (x, version) = ssa.resolve(*v);
                let c = self.var(x, version);
                if self.prog.var_type(x).is_held_as_sequence() {
                    self.touched.push(c.clone());
                }
                c
            }
            Expr::Tuple(_) | Expr::Concat(..) | Expr::Slice(..) | Expr::Store(..) | Expr::Fill(..) => self.tuple(e, ssa).to_dynamic(),
            Expr::StrFn(func, args) => self.str_fn(*func, args, ssa),
            Expr::FloatFn(func, args) => self.float_fn(*func, args, ssa),
            Expr::Neg(x) => Dynamic::from_ast(&self.int(x, ssa).unary_minus()),
            Expr::Arith(op, ea, eb) if !matches!(op, ArithOp::Add | ArithOp::Sub | ArithOp::Mul | ArithOp::FloorDiv | ArithOp::Mod) => {
                let (a, b) = (self.int(ea, ssa), self.int(eb, ssa));
                let literal = |e: &Expr| match e {
                    Expr::Int(v) => Some(v.clone()),
                    _ => None,
                };
                Dynamic::from_ast(&bits::encode(*op, a, b, literal(ea).as_ref(), literal(eb).as_ref(), &mut self.axioms))
            }
            Expr::Arith(op @ (ArithOp::FloorDiv | ArithOp::Mod), ea, eb) => {
                let a = self.int(ea, ssa);
                let (q, r) = match &**eb {
                    Expr::Int(m) if !m.is_zero() => division::by_literal(&a, m),
                    _ => {
                        let b = self.int(eb, ssa);
                        division::floor_div_mod(&a, &b, &mut self.axioms)
                    }
                };
                Dynamic::from_ast(if *op == ArithOp::FloorDiv { &q } else { &r })
            }
            Expr::Arith(op, a, b) => {
                let (a, b) = (self.int(a, ssa), self.int(b, ssa));
                Dynamic::from_ast(&match op {
                    ArithOp::Add => Int::add(&[a, b]),
                    ArithOp::Sub => Int::sub(&[a, b]),
                    ArithOp::Mul => Int::mul(&[a, b]),
                    _ => unreachable!("division is encoded by `division`, bitwise operators by `bits`"),
                })
            }
            Expr::Cmp(op @ (CmpOp::Eq | CmpOp::Ne), a, b) if self.is_tuple(a, ssa) => {
                let (ta, tb) = (self.tuple(a, ssa), self.tuple(b, ssa));
                let eq = ta.equals(&tb, static_len(a).or_else(|| static_len(b)));
                Dynamic::from_ast(&if *op == CmpOp::Eq { eq } else { eq.not() })
            }
            Expr::Cmp(op, a, b) => {
                let (ta, tb) = (self.term(a, ssa), self.term(b, ssa));
                let r = match op {
                    CmpOp::Eq => ta.eq(&tb),
                    CmpOp::Ne => ta.eq(&tb).not(),
                    _ => {
                        let (a, b) = (ta.as_int().expect("int"), tb.as_int().expect("int"));
                        match op {
                            CmpOp::Lt => a.lt(&b),
                            CmpOp::Le => a.le(&b),
                            CmpOp::Gt => a.gt(&b),
                            _ => a.ge(&b),
                        }
                    }
                };
                Dynamic::from_ast(&r)
            }
            Expr::And(items) => {
                let bs: Vec<Bool> = items.iter().map(|x| self.bool(x, ssa)).collect();
                Dynamic::from_ast(&Bool::and(&bs))
            }
            Expr::Or(items) => {
                let bs: Vec<Bool> = items.iter().map(|x| self.bool(x, ssa)).collect();
                Dynamic::from_ast(&Bool::or(&bs))
            }
            Expr::Not(x) => Dynamic::from_ast(&self.bool(x, ssa).not()),
            Expr::Ite(c, a, b) => {
                let c = self.bool(c, ssa);
                let (a, b) = (self.term(a, ssa), self.term(b, ssa));
                c.ite(&a, &b)
            }
            Expr::Len(t) => Dynamic::from_ast(&self.tuple(t, ssa).len),
            Expr::Index(t, i) if self.is_nonneg(i) => {
                let (t, i) = (self.tuple(t, ssa), self.int(i, ssa));
                Dynamic::from_ast(&t.at(&i))
            }
            Expr::Index(t, i) => {
                let (t, i) = (self.tuple(t, ssa), self.int(i, ssa));
                let pos = i.lt(Int::from_i64(0)).ite(&Int::add(&[i.clone(), t.len.clone()]), &i);
                Dynamic::from_ast(&t.at(&pos))
            }
            Expr::Quant { all, var, lo, hi, body } => {
                let lo_e: &Expr = lo;
                let (lo, hi) = (self.int(lo, ssa), self.int(hi, ssa));
                let k = self.term(&Expr::Var(*var), ssa);
                let ki = k.as_int().expect("a quantified variable is an int");
                let in_range = Bool::and(&[lo.le(&ki), ki.lt(&hi)]);
                let pushed = self.is_nonneg(lo_e);
                if pushed {
                    self.nonneg.push(*var);
                }
                let n_axioms = self.axioms.len();
                let body = self.bool(body, ssa);
                if pushed {
                    self.nonneg.pop();
                }
                let bound: [&dyn Ast; 1] = [&k];
                // What the body's operations assume (`n % t[k]`'s quotient and
                // remainder) holds for every value of the bound variable: stated
                // outside, of the bound constant, it would speak of one arbitrary
                // value of it, and the body's divisions would be unconstrained
                // (`all(n % p > 0 for p in primes)` failed on `[2]`). True facts
                // about the operations, so stated as one axiom whatever the polarity.
                let inner = self.axioms.split_off(n_axioms);
                if !inner.is_empty() {
                    let facts: Vec<&Bool> = inner.iter().collect();
                    self.axioms.push(z3::ast::forall_const(&bound, &[], &Bool::and(&facts)));
                }
                Dynamic::from_ast(&if *all {
                    z3::ast::forall_const(&bound, &[], &in_range.implies(&body))
                } else {
                    z3::ast::exists_const(&bound, &[], &Bool::and(&[in_range, body]))
                })
            }
        }
    }

    /// Takes one CLP rule along a path: returns one formula per constraint (guards
    /// over the current versions, definitions binding fresh versions) and advances
    /// `ssa` for every written variable.
    pub fn step(&mut self, rule: &Rule, ssa: &mut Ssa) -> Vec<Formula> {
        self.step_tracked(rule, ssa).into_iter().map(|e| e.formula).collect()
    }

    /// Like `step`, with what the engines need per constraint: the SSA constants it
    /// mentions, and for an int equality its two slackened forms (`>=`, `<=`).
    pub fn step_tracked(&mut self, rule: &Rule, ssa: &mut Ssa) -> Vec<Encoded> {
        let before = ssa.clone();
        for &w in &rule.writes {
            self.next_version[w as usize] += 1;
            ssa.versions[w as usize] = self.next_version[w as usize];
        }
        let after = ssa.clone();
        self.encode_rule(rule, &before, &after)
    }

    /// The rule as one closed transition, for a Horn clause: from version 0 of every
    /// variable to version 1 of those it writes. The constraints (as `step` encodes
    /// them) and the versions after. Leaves the versions `step` hands out alone: a
    /// clause's constants are its own, bound by the clause.
    pub fn transition(&mut self, rule: &Rule) -> (Ssa, Vec<Formula>) {
        let before = Ssa::new(self.prog.vars.len());
        let mut after = before.clone();
        for &w in &rule.writes {
            after.versions[w as usize] = 1;
        }
        let parts = self.encode_rule(rule, &before, &after).into_iter().map(|e| e.formula).collect();
        (after, parts)
    }

    /// The rule's constraints from the versions `before` to the versions `after` of
    /// the variables it writes, and `x_after = x_before` for each variable it does
    /// not write: one step between two points' own copies of the variables.
    pub fn transition_between(&mut self, rule: &Rule, before: &Ssa, after: &Ssa) -> Vec<Formula> {
        let mut parts: Vec<Formula> = self.encode_rule(rule, before, after).into_iter().map(|e| e.formula).collect();
        for v in 0..self.prog.vars.len() as VarId {
            let (a, b) = (before.versions[v as usize], after.versions[v as usize]);
            if a != b && !rule.writes.contains(&v) {
                let (x, y) = (self.var(v, b), self.var(v, a));
                parts.push(Formula(x.eq(&y)));
            }
        }
        parts
    }

    fn encode_rule(&mut self, rule: &Rule, before: &Ssa, after: &Ssa) -> Vec<Encoded> {
        let mut out = Vec::with_capacity(rule.constraints.len());
        for c in &rule.constraints {
            let mut vars = Vec::new();
            self.clear_axioms();
            let shape = match c {
                Constraint::Guard(g) => {
                    g.for_each_var(&mut |v| vars.push((v, before.versions[v as usize])));
                    match g {
                        Expr::Cmp(CmpOp::Eq, a, b) if self.prog.is_int(a) => {
                            let (a, b) = (self.term(a, before), self.term(b, before));
                            Shape::IntEq(a.as_int().expect("int"), b.as_int().expect("int"))
                        }
                        _ => Shape::Guard(self.term(g, before).as_bool().expect("a guard is a bool")),
                    }
                }
                Constraint::Def(v, e) => {
                    vars.push((*v, after.versions[*v as usize]));
                    e.for_each_var(&mut |x| vars.push((x, before.versions[x as usize])));
                    let lhs = self.term(&Expr::Var(*v), after);
                    if matches!(e, Expr::Concat(..) | Expr::Slice(..) | Expr::Store(..)) {
                        Shape::Cells(self.tuple(e, before).defines(&lhs))
                    } else if self.prog.var_type(*v) == Type::Int {
                        Shape::IntEq(lhs.as_int().expect("int"), self.term(e, before).as_int().expect("int"))
                    } else {
                        let rhs = self.term(e, before);
                        Shape::Equal(lhs, rhs)
                    }
                }
            };
            vars.sort_unstable();
            vars.dedup();
            let ax = self.length_axioms();
            let closed = |b: Bool| Formula(with_axioms(&ax, b));
            let (formula, slack) = match shape {
                Shape::IntEq(a, b) => (closed(a.eq(&b)), Some((closed(a.ge(&b)), closed(a.le(&b))))),
                Shape::Cells(defines) => (closed(defines), None),
                Shape::Equal(lhs, rhs) => (closed(lhs.eq(&rhs)), None),
                Shape::Guard(g) => (closed(g), None),
            };
            let defines = match c {
                Constraint::Def(v, _) => Some((*v, after.versions[*v as usize])),
                Constraint::Guard(_) => None,
            };
            out.push(Encoded { formula, vars, slack, defines });
        }
        out
    }

    /// Renames SSA constants: each `(v, from, to)` replaces version `from` of `v`.
    pub fn rename(&mut self, f: &Formula, pairs: &[(VarId, u32, u32)]) -> Formula {
        if pairs.is_empty() {
            return f.clone();
        }
        let consts: Vec<(Dynamic, Dynamic)> = pairs.iter().map(|&(v, a, b)| (self.var(v, a), self.var(v, b))).collect();
        let subst: Vec<(&Dynamic, &Dynamic)> = consts.iter().map(|(a, b)| (a, b)).collect();
        Formula(f.0.substitute(&subst))
    }

    fn canonical_var(&mut self, v: VarId) -> Dynamic {
        self.var(v, CANONICAL)
    }


    pub fn simplify(&self, f: &Formula) -> Formula {
        Formula(f.0.simplify())
    }


    /// `version` of `v` equals the value `val`.
    pub fn equals(&mut self, v: VarId, version: u32, val: &Value) -> Formula {
        let x = self.var(v, version);
        Formula(match val {
            Value::Tuple(_) | Value::List(_) => {
                let items = val.items();
                Tup::of(&x).equals(&Tup::literal(items.iter().map(int_lit).collect()), Some(items.len()))
            }
            _ => x.eq(Encoder::value(val)),
        })
    }

    /// Reads `version` of `v` from the solver's last model.
    pub fn model_value(&mut self, smt: &Smt, v: VarId, version: u32) -> Option<Value> {
        let model = smt.model()?;
        self.value_in(&model, v, version)
    }

    /// Reads `version` of `v` from `model`.
    pub fn value_in(&mut self, model: &z3::Model, v: VarId, version: u32) -> Option<Value> {
        let x = self.var(v, version);
        let val = model.eval(&x, true)?;
        match self.prog.var_type(v) {
            ty @ (Type::Int | Type::Bool | Type::None) => scalar_value(ty, &val),
            Type::Float => floats::float_value(&val).map(Value::Float),
            Type::Complex => floats::complex_parts_value(model, &val).map(|(re, im)| Value::Complex(re, im)),
            ty @ (Type::Tuple | Type::OptInt | Type::Dyn | Type::Num | Type::StrTuple | Type::List(_) | Type::Str) => {
                let t = Tup::of(&val);
                let len = model.eval(&t.len, true)?.as_i64()?;
                let mut items = Vec::with_capacity(len as usize);
                if ty == Type::List(cfg_frontend::ast::Elem::Float) {
                    // The float each item stands for, whatever bits the model gave the
                    // item (`floats::item_float`).
                    let floats = (0..len).map(|i| floats::float_value(&model.eval(&floats::item_float(&t.at(&Int::from_i64(i))), true)?)).collect::<Option<Vec<u64>>>()?;
                    return Some(Value::list_of(floats.into_iter().map(Value::Float).collect(), cfg_frontend::ast::Elem::Float));
                }
                if self.prog.vars[v as usize].num && len == 2 && int_value(&model.eval(&t.at(&Int::from_i64(0)), true)?)? == cfg_frontend::cfg::NUM_FLOAT_TAG.into() {
                    // An `int | float` holding a float: the float its bits stand for.
                    let x = floats::float_value(&model.eval(&floats::item_float(&t.at(&Int::from_i64(1))), true)?)?;
                    return Some(Value::sequence(ty, vec![cfg_frontend::cfg::NUM_FLOAT_TAG.into(), x.into()]));
                }
                for i in 0..len {
                    let elem = model.eval(&t.at(&Int::from_i64(i)), true)?;
                    items.push(int_value(&elem)?);
                }
                Some(Value::sequence(ty, items))
            }
        }
    }
}

/// Version number of the canonical constants: a variable's value at a program point,
/// independent of any path.
pub const CANONICAL: u32 = u32::MAX;

/// The flattened conjuncts of `parts`, without `true`s and repeats; `[false]` if one is
/// `false`.
fn conjuncts(parts: Vec<Bool>) -> Vec<Formula> {
    let mut out: Vec<Formula> = Vec::new();
    // Labels run to hundreds of conjuncts: a linear search per conjunct was an eighth
    // of s3_clnt's run.
    let mut seen: std::collections::HashSet<Bool> = std::collections::HashSet::new();
    let mut work = parts;
    work.reverse();
    while let Some(b) = work.pop() {
        match b.as_bool() {
            Some(true) => continue,
            Some(false) => return vec![Formula::truth(false)],
            None => {}
        }
        let d = Dynamic::from_ast(&b);
        if is_app_of(&d, z3::DeclKind::And) {
            work.extend(d.children().iter().rev().filter_map(|c| c.as_bool()));
            continue;
        }
        if seen.insert(b.clone()) {
            out.push(Formula(b));
        }
    }
    out
}

/// The disjuncts of a clause (the formula itself when it is not an `or`).
fn disjuncts(b: &Bool) -> Vec<Bool> {
    let d = Dynamic::from_ast(b);
    if is_app_of(&d, z3::DeclKind::Or) {
        d.children().iter().filter_map(|c| c.as_bool()).collect()
    } else {
        vec![b.clone()]
    }
}

/// One encoded CLP constraint and what the engines need to know about it.
#[derive(Clone, Debug)]
pub struct Encoded {
    pub formula: Formula,
    /// The SSA constants `(variable, version)` it mentions.
    pub vars: Vec<(VarId, u32)>,
    /// For an equality between ints: `lhs >= rhs` and `lhs <= rhs`.
    pub slack: Option<(Formula, Formula)>,
    /// For a definition, the fresh SSA constant it defines.
    pub defines: Option<(VarId, u32)>,
}

/// A model's value of a variable of type `ty`, an int or a Boolean, as the
/// concrete semantics reads it; `None` for the other types (a sequence is read
/// item by item, `Encoder::value_in`).
fn scalar_value(ty: Type, val: &Dynamic) -> Option<Value> {
    match ty {
        Type::Int => Some(Value::Int(int_value(&val.as_int()?)?)),
        Type::Bool | Type::None => Some(Value::Bool(val.as_bool()?.as_bool()?)),
        _ => None,
    }
}

fn int_value(i: &Int) -> Option<BigInt> {
    if let Some(v) = i.as_i64() {
        return Some(BigInt::from(v));
    }
    i.to_string().parse().ok().or_else(|| {
        // Z3 prints negatives as `(- 5)`.
        let s = i.to_string();
        let inner = s.strip_prefix("(- ")?.strip_suffix(')')?;
        inner.parse::<BigInt>().ok().map(|v| -v)
    })
}

/// The Z3 release tracer is built and measured with (`scripts/setup-z3.sh`).
pub const EXPECTED_Z3: &str = "5.4";

/// Z3's global parameters, set once before the first solver (a solver reads them
/// when it is made):
/// - `lp.dio_undo_max_work`: popping a scope makes Z3 5.4's Diophantine handler
///   eliminate the retired terms from its matrices, under no time or resource
///   limit, its rational coefficients growing with everything it accumulated
///   (Z3 issue 10417). On loop-invgen/half_2.i one pop took a second past the
///   run's limit under the default budget (1,000,000 machine words); past this
///   one the handler drops its state and rebuilds it in the next check, where
///   the limits apply. Solving stays the same; only where its work happens moves.
fn configure_z3() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| z3::set_global_param("lp.dio_undo_max_work", DIO_UNDO_WORK));
}

/// See `configure_z3`.
const DIO_UNDO_WORK: &str = "10000";

/// Why the linked Z3 is not the expected one, if it is not. A build made before
/// `scripts/setup-z3.sh` ran can link a system libz3 (Debian's 4.8.12, which
/// crashes on quantified queries) and keeps it until `cargo clean -p z3-sys`.
pub fn z3_mismatch() -> Option<String> {
    let full = z3::full_version();
    let number = full.split_whitespace().find(|w| w.chars().next().is_some_and(|c| c.is_ascii_digit())).unwrap_or(full);
    (!number.starts_with(EXPECTED_Z3)).then(|| {
        format!("linked against {full}, not Z3 {EXPECTED_Z3}: run scripts/setup-z3.sh, then `cargo clean -p z3-sys` and rebuild")
    })
}

/// `t(k+1) = ite(t(k) > 0, t(k) - 1, t(k) + 3)` from `t(0) = x`, `levels` deep:
/// `levels` terms as Z3 shares them, 2^levels nodes walked as a tree.
#[cfg(test)]
fn ite_chain(x: &Int, levels: usize) -> Int {
    let mut t = x.clone();
    for _ in 0..levels {
        t = t.gt(Int::from_i64(0)).ite(&(&t - Int::from_i64(1)), &(&t + Int::from_i64(3)));
    }
    t
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_expected_z3_is_linked() {
        assert_eq!(super::z3_mismatch(), None);
    }

    #[test]
    fn a_solver_is_made_under_the_configured_parameters() {
        let _smt = super::Smt::new();
        assert_eq!(z3::get_global_param("lp.dio_undo_max_work").as_deref(), Some(super::DIO_UNDO_WORK));
    }
}
