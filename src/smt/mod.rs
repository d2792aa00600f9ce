//! The SMT layer: the only module that names z3 types. It encodes CLP constraints in
//! SSA form with Python's semantics (`//` floors, `%` takes the divisor's sign,
//! negative indices, clamped slices; tuples are a length and an array, see `Tup`), checks
//! satisfiability with one long-lived solver, and reads models back as values.

use crate::clp::{ClpProgram, Constraint, Rule};
use cfg_frontend::ast::{ArithOp, CmpOp, Type};
use cfg_frontend::cfg::{Expr, VarId};
use cfg_frontend::value::Value;
use num_bigint::BigInt;
use std::collections::HashMap;
use z3::ast::{Array, Ast, Bool, Dynamic, Int};
use z3::{DatatypeAccessor, DatatypeBuilder, FuncDecl, SatResult, Solver, Sort};

pub mod horn;
mod watchdog;
use watchdog::Watchdog;
pub use watchdog::{cancelled, with_cancel};

pub mod bits;

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
        !self.has_quantifier() && model.eval(&self.0, true).and_then(|b| b.as_bool()) == Some(true)
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

/// Turns CLP constraints into formulas; caches the SSA constants it makes.
pub struct Encoder<'p> {
    prog: &'p ClpProgram,
    consts: HashMap<(VarId, u32), Dynamic>,
    /// The inverse of `consts`.
    names: HashMap<Dynamic, (VarId, u32)>,
    /// How many fresh versions each variable has had (versions are never reused).
    next_version: Vec<u32>,
    /// Quantified variables being encoded whose range starts at 0 or above: an index
    /// built from them needs no case for Python's negative indices.
    nonneg: Vec<VarId>,
    /// The tuple constants met since the last `closed` (their lengths need `>= 0`).
    touched: Vec<Dynamic>,
    /// What the bit encoding of the operations met since the last call assumes
    /// (`bits::encode`): conjoined like the length axioms.
    bit_axioms: Vec<Bool>,
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
}

/// How long one quantifier elimination may take.
const QE_LIMIT_MS: u32 = 250;

fn with_axioms(axioms: &[Bool], b: Bool) -> Bool {
    if axioms.is_empty() {
        return b;
    }
    let mut parts = axioms.to_vec();
    parts.push(b);
    Bool::and(&parts)
}

fn int_lit(v: &BigInt) -> Int {
    v.to_string().parse::<Int>().expect("a decimal integer is a Z3 numeral")
}

/// Python's `t[lo:hi]` bound clamping, for step 1.
fn clamp(bound: &Int, len: &Int) -> Int {
    let zero = Int::from_i64(0);
    let adjusted = bound.lt(&zero).ite(&Int::add(&[bound.clone(), len.clone()]), bound);
    adjusted.lt(&zero).ite(&zero, &adjusted.gt(len).ite(len, &adjusted))
}

/// A tuple of ints as Z3 sees it: a length and an array whose cells at `0..len` are
/// the items (the rest are unconstrained). Arrays, unlike Z3 sequences, let the
/// quantifier engine instantiate `∀k. t[k] ...` by plain E-matching on `select`:
/// the book's ∀∃ filter invariant goes from a timeout to a few milliseconds.
///
/// Two representations of one tuple may differ outside `0..len`, so program-level
/// `==` compares items (`Tup::equals`); only a definition `x_1 = e` of a fresh
/// constant equates representations, which constrains nothing but `x_1`.
///
/// The length field of a tuple constant is an unconstrained int to Z3; every formula
/// that mentions a tuple constant carries `len >= 0` for it (`Encoder::closed`), which
/// Z3 handles far better than a clamp at each use.
#[derive(Clone)]
struct Tup {
    len: Int,
    items: Items,
}

/// The items of a tuple, kept symbolic while an expression is encoded so that reading
/// an item of a concatenation or slice is an `ite` or an offset, not a `select` from
/// a lambda that Z3 would have to beta-reduce.
#[derive(Clone)]
enum Items {
    Array(Array),
    Literal(Vec<Int>),
    Concat(Box<Tup>, Box<Tup>),
    /// Items from an offset on: `t[start:]`'s cells.
    Shift(Box<Tup>, Int),
    /// One item replaced: the position (in range) and the new item.
    Stored(Box<Tup>, Int, Int),
}

/// The datatype `tuple!(len!: Int, items!: Array Int Int)`, one per thread (Z3's
/// context is thread-local).
struct TupleSort {
    sort: Sort,
    make: FuncDecl,
    len: FuncDecl,
    items: FuncDecl,
}

/// `TUPLE` in SMT-LIB, for the CHC-COMP text of a system (`horn`).
const TUPLE_DECLARATION: &str = "(declare-datatypes ((Tuple 0)) (((tuple! (len! Int) (items! (Array Int Int))))))";

thread_local! {
    static TUPLE: TupleSort = {
        let array = Sort::array(&Sort::int(), &Sort::int());
        let mut dt = DatatypeBuilder::new("Tuple")
            .variant("tuple!", vec![("len!", DatatypeAccessor::sort(Sort::int())), ("items!", DatatypeAccessor::sort(array))])
            .finish();
        let mut v = dt.variants.remove(0);
        let items = v.accessors.remove(1);
        let len = v.accessors.remove(0);
        TupleSort { sort: dt.sort, make: v.constructor, len, items }
    };
}

impl Tup {
    fn to_dynamic(&self) -> Dynamic {
        let items = self.array();
        TUPLE.with(|t| t.make.apply(&[&self.len, &items]))
    }

    /// The items as one Z3 array.
    fn array(&self) -> Array {
        match &self.items {
            Items::Array(a) => a.clone(),
            Items::Literal(elems) => {
                let mut items = Array::const_array(&Sort::int(), &Int::from_i64(0));
                for (i, e) in elems.iter().enumerate() {
                    items = items.store(&Int::from_i64(i as i64), e);
                }
                items
            }
            _ => {
                let k = Int::new_const("k!");
                z3::ast::lambda_const(&[&k], &Dynamic::from_ast(&self.at(&k)))
            }
        }
    }

    /// Reads a tuple term back, looking through the constructor.
    fn of(d: &Dynamic) -> Tup {
        TUPLE.with(|t| {
            if d.safe_decl().is_ok_and(|f| f.name() == "tuple!") {
                let c = d.children();
                return Tup { len: c[0].as_int().expect("len"), items: Items::Array(c[1].as_array().expect("items")) };
            }
            Tup { len: t.len.apply(&[d]).as_int().expect("len"), items: Items::Array(t.items.apply(&[d]).as_array().expect("items")) }
        })
    }

    /// The item at `i` (an index already in `0..len`).
    fn at(&self, i: &Int) -> Int {
        match &self.items {
            Items::Array(a) => a.select(i).as_int().expect("an int item"),
            Items::Literal(elems) => match i.as_i64() {
                Some(n) if (0..elems.len() as i64).contains(&n) => elems[n as usize].clone(),
                _ => elems.iter().enumerate().rev().fold(Int::from_i64(0), |rest, (n, e)| i.eq(Int::from_i64(n as i64)).ite(e, &rest)),
            },
            Items::Concat(a, b) => i.lt(&a.len).ite(&a.at(i), &b.at(&Int::sub(&[i.clone(), a.len.clone()]))),
            Items::Shift(t, start) => t.at(&Int::add(&[i.clone(), start.clone()])),
            Items::Stored(t, pos, v) => i.eq(pos).ite(v, &t.at(i)),
        }
    }

    fn literal(elems: Vec<Int>) -> Tup {
        Tup { len: Int::from_i64(elems.len() as i64), items: Items::Literal(elems) }
    }

    fn concat(a: Tup, b: Tup) -> Tup {
        let len = Int::add(&[a.len.clone(), b.len.clone()]);
        match (a.items, b.items) {
            (Items::Literal(mut x), Items::Literal(y)) => {
                x.extend(y);
                Tup::literal(x)
            }
            // Appending known items to an array: array stores past its end (an
            // `append` in a loop stays a chain of stores, not nested `ite`s).
            (Items::Array(arr), Items::Literal(y)) => {
                let items = y.iter().enumerate().fold(arr, |acc, (j, item)| acc.store(&Int::add(&[a.len.clone(), Int::from_i64(j as i64)]), item));
                Tup { len, items: Items::Array(items) }
            }
            (x, y) => Tup { len, items: Items::Concat(Box::new(Tup { len: a.len, items: x }), Box::new(Tup { len: b.len, items: y })) },
        }
    }

    /// The tuple with the item at `pos` (in `0..len`) replaced by `v`.
    fn store(self, pos: Int, v: Int) -> Tup {
        let items = match self.items {
            Items::Array(a) => Items::Array(a.store(&pos, &v)),
            Items::Literal(_) => Items::Array(self.array().store(&pos, &v)),
            other => Items::Stored(Box::new(Tup { len: self.len.clone(), items: other }), pos, v),
        };
        Tup { len: self.len, items }
    }

    /// `count` items from `start` on (both already in range).
    fn extract(self, start: Int, count: Int) -> Tup {
        Tup { len: count, items: Items::Shift(Box::new(self), start) }
    }

    /// Python's `a == b`: equal lengths and equal items. `known` is the length when
    /// it is known statically: then the items are compared one by one, without a
    /// quantifier.
    fn equals(&self, other: &Tup, known: Option<usize>) -> Bool {
        let same_len = self.len.eq(&other.len);
        match known {
            Some(n) => {
                let mut parts = vec![same_len, self.len.eq(Int::from_i64(n as i64))];
                for i in 0..n as i64 {
                    let i = Int::from_i64(i);
                    parts.push(self.at(&i).eq(other.at(&i)));
                }
                Bool::and(&parts)
            }
            None => {
                let k = Int::new_const("k!");
                let in_range = Bool::and(&[Int::from_i64(0).le(&k), k.lt(&self.len)]);
                let items = z3::ast::forall_const(&[&k], &[], &in_range.implies(self.at(&k).eq(other.at(&k))));
                Bool::and(&[same_len, items])
            }
        }
    }
}

/// The length of a tuple expression when the syntax fixes it.
fn static_len(e: &Expr) -> Option<usize> {
    match e {
        Expr::Tuple(items) => Some(items.len()),
        Expr::Concat(a, b) => Some(static_len(a)? + static_len(b)?),
        Expr::Store(t, _, _) => static_len(t),
        _ => None,
    }
}

impl<'p> Encoder<'p> {
    pub fn new(prog: &'p ClpProgram) -> Encoder<'p> {
        Encoder {
            prog,
            consts: HashMap::new(),
            names: HashMap::new(),
            next_version: vec![0; prog.vars.len()],
            nonneg: Vec::new(),
            touched: Vec::new(),
            bit_axioms: Vec::new(),
            qe: z3::Tactic::new("qe"),
            qe_light: z3::Tactic::new("qe-light"),
            qe_simplify: z3::Tactic::new("qe").and_then(&z3::Tactic::new("simplify")),
            qe_watchdog: {
                let mut w = Watchdog::new();
                w.set_limit_ms(QE_LIMIT_MS);
                w
            },
        }
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
            // The lowering encodes `int | None` as a tuple (CFG variables never have it).
            Type::Tuple | Type::OptInt | Type::List(_) => TUPLE.with(|t| Dynamic::new_const(name, &t.sort)),
        };
        self.consts.insert((v, version), c.clone());
        self.names.insert(c.clone(), (v, version));
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
        let mut out = Vec::new();
        any_subterm(&Dynamic::from_ast(&f.0), |x| {
            if let Some(&c) = self.names.get(x) {
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
            _ => Tup::of(&self.term(e, ssa)),
        }
    }

    fn is_tuple<R: Resolve + ?Sized>(&self, e: &Expr, ssa: &R) -> bool {
        match e {
            Expr::Tuple(_) | Expr::Concat(..) | Expr::Slice(..) | Expr::Store(..) | Expr::Fill(..) => true,
            Expr::Var(v) => self.prog.var_type(ssa.resolve(*v).0).is_sequence(),
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
        let bits = std::mem::take(&mut self.bit_axioms).into_iter().filter(|b| seen.insert(b.clone()));
        lengths.into_iter().chain(bits).collect()
    }

    fn clear_axioms(&mut self) {
        self.touched.clear();
        self.bit_axioms.clear();
    }

    /// Encodes a value of the program as a constant term.
    pub fn value(v: &Value) -> Dynamic {
        match v {
            Value::Int(i) => Dynamic::from_ast(&int_lit(i)),
            Value::Bool(b) => Dynamic::from_ast(&Bool::from_bool(*b)),
            Value::None => Dynamic::from_ast(&Bool::from_bool(false)),
            Value::Tuple(items) => Tup::literal(items.iter().map(int_lit).collect()).to_dynamic(),
            Value::List(l) => Tup::literal(l.get().iter().map(int_lit).collect()).to_dynamic(),
        }
    }

    pub fn term<R: Resolve + ?Sized>(&mut self, e: &Expr, ssa: &R) -> Dynamic {
        match e {
            Expr::Int(v) => Dynamic::from_ast(&int_lit(v)),
            Expr::Bool(b) => Dynamic::from_ast(&Bool::from_bool(*b)),
            Expr::Var(v) => {
                let (x, version) = ssa.resolve(*v);
                let c = self.var(x, version);
                if self.prog.var_type(x).is_sequence() {
                    self.touched.push(c.clone());
                }
                c
            }
            Expr::Tuple(_) | Expr::Concat(..) | Expr::Slice(..) | Expr::Store(..) | Expr::Fill(..) => self.tuple(e, ssa).to_dynamic(),
            Expr::Neg(x) => Dynamic::from_ast(&self.int(x, ssa).unary_minus()),
            Expr::Arith(op, ea, eb) if !matches!(op, ArithOp::Add | ArithOp::Sub | ArithOp::Mul | ArithOp::FloorDiv | ArithOp::Mod) => {
                let (a, b) = (self.int(ea, ssa), self.int(eb, ssa));
                let literal = |e: &Expr| match e {
                    Expr::Int(v) => Some(v.clone()),
                    _ => None,
                };
                Dynamic::from_ast(&bits::encode(*op, a, b, literal(ea).as_ref(), literal(eb).as_ref(), &mut self.bit_axioms))
            }
            Expr::Arith(op, a, b) => {
                let (a, b) = (self.int(a, ssa), self.int(b, ssa));
                Dynamic::from_ast(&match op {
                    ArithOp::Add => Int::add(&[a, b]),
                    ArithOp::Sub => Int::sub(&[a, b]),
                    ArithOp::Mul => Int::mul(&[a, b]),
                    // SMT-LIB div/mod are Euclidean; they agree with Python's floor
                    // semantics for a positive divisor, and negating both sides handles
                    // a negative one: a // b == (-a) // (-b), a % b == -((-a) % (-b)).
                    ArithOp::FloorDiv => {
                        let pos = b.gt(Int::from_i64(0));
                        pos.ite(&a.div(&b), &a.unary_minus().div(b.unary_minus()))
                    }
                    ArithOp::Mod => {
                        let pos = b.gt(Int::from_i64(0));
                        pos.ite(&a.modulo(&b), &a.unary_minus().modulo(b.unary_minus()).unary_minus())
                    }
                    _ => unreachable!("bitwise operators are encoded by `bits`"),
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
                let body = self.bool(body, ssa);
                if pushed {
                    self.nonneg.pop();
                }
                let bound: [&dyn Ast; 1] = [&k];
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
            let (lhs, rhs, is_int_eq) = match c {
                Constraint::Guard(g) => {
                    g.for_each_var(&mut |v| vars.push((v, before.versions[v as usize])));
                    let eq = match g {
                        Expr::Cmp(CmpOp::Eq, a, b) if self.prog.is_int(a) => Some((self.term(a, before), self.term(b, before))),
                        _ => None,
                    };
                    match eq {
                        Some((a, b)) => (a, b, true),
                        None => (self.term(g, before), Dynamic::from_ast(&Bool::from_bool(true)), false),
                    }
                }
                Constraint::Def(v, e) => {
                    vars.push((*v, after.versions[*v as usize]));
                    e.for_each_var(&mut |x| vars.push((x, before.versions[x as usize])));
                    let int = self.prog.var_type(*v) == Type::Int;
                    let lhs = self.term(&Expr::Var(*v), after);
                    (lhs, self.term(e, before), int)
                }
            };
            vars.sort_unstable();
            vars.dedup();
            let ax = self.length_axioms();
            let closed = |b: Bool| Formula(with_axioms(&ax, b));
            let (formula, slack) = if is_int_eq {
                let (a, b) = (lhs.as_int().expect("int"), rhs.as_int().expect("int"));
                (closed(a.eq(&b)), Some((closed(a.ge(&b)), closed(a.le(&b)))))
            } else if matches!(c, Constraint::Def(..)) {
                // For a tuple, equal representations: the defined constant is fresh.
                (closed(lhs.eq(&rhs)), None)
            } else {
                (closed(lhs.as_bool().expect("a guard is a bool")), None)
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

    /// The weakest precondition of a canonical conjunction across one CLP rule, over
    /// the canonical variables, comes split as `guard → ∧ body` (see `wp_body`):
    /// this is the guard, the rule's guards together.
    pub fn wp_guard(&mut self, rule: &Rule) -> Formula {
        let canon = Ssa { versions: vec![CANONICAL; self.prog.vars.len()] };
        let mut guards: Vec<Bool> = rule.constraints.iter().filter_map(|c| if let Constraint::Guard(g) = c { Some(self.bool(g, &canon)) } else { None }).collect();
        // Real states satisfy the length axioms: assuming them weakens nothing.
        guards.extend(self.length_axioms());
        Formula(Bool::and(&guards).simplify())
    }

    /// The body of the weakest precondition for the canonical conjuncts `post`: with
    /// the assigned variables substituted and every havocked one universally
    /// quantified and eliminated. ∀ distributes over ∧, so only the conjuncts that
    /// mention a havocked variable go through elimination (together, one call per
    /// variable), and those the rule does not touch come back as they are. Flattened,
    /// without `true`s and repeats; `[false]` if it is false. Kept apart from the
    /// guard so that the engine can factor what all branches of a point share instead
    /// of copying it per branch. `None` when elimination fails.
    pub fn wp_body(&mut self, rule: &Rule, post: &[Formula]) -> Option<Vec<Formula>> {
        let (mut touched, mut body): (Vec<Bool>, Vec<Bool>) = (Vec::new(), Vec::new());
        for k in post {
            if self.consts_of(k).iter().any(|&(v, ver)| ver == CANONICAL && rule.writes.contains(&v)) {
                touched.push(k.0.clone());
            } else {
                body.push(k.0.clone());
            }
        }
        if touched.is_empty() {
            return Some(post.to_vec());
        }
        let canon = Ssa { versions: vec![CANONICAL; self.prog.vars.len()] };
        let mut defs = Vec::new();
        for c in &rule.constraints {
            if let Constraint::Def(v, e) = c {
                defs.push((self.var(*v, CANONICAL), self.term(e, &canon)));
            }
        }
        let subst: Vec<(&Dynamic, &Dynamic)> = defs.iter().map(|(a, b)| (a, b)).collect();
        if !subst.is_empty() {
            for b in touched.iter_mut() {
                *b = b.substitute(&subst);
            }
        }
        for &w in &rule.writes {
            if rule.constraints.iter().any(|c| matches!(c, Constraint::Def(v, _) if *v == w)) {
                continue;
            }
            let h = self.var(w, CANONICAL);
            let (mut with, without): (Vec<Bool>, Vec<Bool>) = touched.into_iter().partition(|b| mentions(&Dynamic::from_ast(b), &h));
            touched = without;
            if with.is_empty() {
                continue;
            }
            if !matches!(self.prog.var_type(w), Type::Bool | Type::None) {
                // Most conjuncts only say "for a value in range, ..." and need no tactic.
                let mut hard = Vec::new();
                for c in with {
                    match forall_clause(&h, &c) {
                        Some(e) => touched.push(e),
                        None => hard.push(c),
                    }
                }
                with = hard;
                if with.is_empty() {
                    continue;
                }
            }
            let b = Bool::and(&with);
            if matches!(self.prog.var_type(w), Type::Bool | Type::None) {
                // A Boolean has two values: ∀h. b == b[h:=true] ∧ b[h:=false], far
                // cheaper than quantifier elimination.
                touched.extend([true, false].iter().map(|&v| b.substitute(&[(&h, &Dynamic::from_ast(&Bool::from_bool(v)))])));
                continue;
            }
            if let Some(parts) = forall_by_points(&h, &b) {
                touched.extend(parts);
                continue;
            }
            // ∀h. b  ==  ¬∃h. ¬b
            let bound: [&dyn Ast; 1] = [&h];
            let e = eliminate_exists(&bound, &b.not(), &self.qe_light, &self.qe_watchdog).or_else(|| eliminate_exists(&bound, &b.not(), &self.qe, &self.qe_watchdog))?;
            touched.push(e.not());
        }
        body.extend(touched.iter().map(|b| b.simplify()));
        Some(conjuncts(body))
    }

    /// Expresses the conjunction of `parts`, over SSA constants of one path, over the
    /// program variables at the path's end: the current versions become canonical
    /// names and every other constant (`history`) is eliminated. A history constant
    /// that some part defines (`h = t`, `h` not in `t`) is replaced by `t` first
    /// (∃h. h = t ∧ φ(h) is φ(t)); quantifier elimination handles the rest, and is
    /// skipped when nothing is left to eliminate. `None` when elimination does not
    /// succeed (e.g. over tuples): never store then.
    pub fn to_canonical(&mut self, parts: &[Formula], ssa: &Ssa, history: &[(VarId, u32)]) -> Option<Formula> {
        let mut hist: Vec<Dynamic> = history.iter().map(|&(v, ver)| self.var(v, ver)).collect();
        let mut parts: Vec<Bool> = parts.iter().map(|f| f.0.clone()).collect();
        while let Some((i, h, t)) = parts.iter().enumerate().find_map(|(i, p)| definition(p, &hist).map(|(h, t)| (i, h, t))) {
            parts.remove(i);
            for p in parts.iter_mut() {
                *p = p.substitute(&[(&h, &t)]);
            }
            hist.retain(|x| x != &h);
        }
        let whole = Dynamic::from_ast(&Bool::and(&parts));
        hist.retain(|h| mentions(&whole, h));
        let mut pairs = Vec::new();
        for v in 0..ssa.versions.len() as VarId {
            pairs.push((self.var(v, ssa.versions[v as usize]), self.canonical_var(v)));
        }
        let subst: Vec<(&Dynamic, &Dynamic)> = pairs.iter().map(|(a, b)| (a, b)).collect();
        let body = Bool::and(&parts).substitute(&subst);
        if hist.is_empty() {
            return Some(Formula(body.simplify()));
        }
        let bounds: Vec<&dyn Ast> = hist.iter().map(|h| h as &dyn Ast).collect();
        eliminate_exists(&bounds, &body, &self.qe_simplify, &self.qe_watchdog).map(Formula)
    }

    /// The canonical formula `f` with the given variables replaced by their values,
    /// simplified.
    pub fn with_values(&mut self, f: &Formula, values: &[(VarId, Value)]) -> Formula {
        let pairs: Vec<(Dynamic, Dynamic)> = values.iter().map(|(v, val)| (self.canonical_var(*v), Self::value(val))).collect();
        let subst: Vec<(&Dynamic, &Dynamic)> = pairs.iter().map(|(a, b)| (a, b)).collect();
        Formula(f.0.substitute(&subst).simplify())
    }

    /// The program variables a canonical formula mentions.
    pub fn canonical_vars(&self, f: &Formula) -> Vec<VarId> {
        self.consts_of(f).into_iter().filter(|&(_, ver)| ver == CANONICAL).map(|(v, _)| v).collect()
    }

    pub fn simplify(&self, f: &Formula) -> Formula {
        Formula(f.0.simplify())
    }

    /// The canonical formula `f` over the current versions of `ssa`.
    pub fn from_canonical(&mut self, f: &Formula, ssa: &Ssa) -> Formula {
        let mut pairs = Vec::new();
        for v in 0..ssa.versions.len() as VarId {
            pairs.push((self.canonical_var(v), self.var(v, ssa.versions[v as usize])));
        }
        let subst: Vec<(&Dynamic, &Dynamic)> = pairs.iter().map(|(a, b)| (a, b)).collect();
        Formula(f.0.substitute(&subst))
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
        let model = smt.solver.get_model()?;
        self.value_in(&model, v, version)
    }

    /// Reads `version` of `v` from `model`.
    pub fn value_in(&mut self, model: &z3::Model, v: VarId, version: u32) -> Option<Value> {
        let x = self.var(v, version);
        let val = model.eval(&x, true)?;
        match self.prog.var_type(v) {
            Type::Int => Some(Value::Int(int_value(&val.as_int()?)?)),
            Type::Bool | Type::None => Some(Value::Bool(val.as_bool()?.as_bool()?)),
            ty @ (Type::Tuple | Type::OptInt | Type::List(_)) => {
                let t = Tup::of(&val);
                let len = model.eval(&t.len, true)?.as_i64()?;
                let mut items = Vec::with_capacity(len as usize);
                for i in 0..len {
                    let elem = model.eval(&t.at(&Int::from_i64(i)), true)?;
                    items.push(int_value(&elem)?);
                }
                Some(Value::sequence(ty, items))
            }
        }
    }
}

/// `(h, t)` when `p` is `h = t` (either way round) with `h` one of `consts` not
/// occurring in `t`.
fn definition(p: &Bool, consts: &[Dynamic]) -> Option<(Dynamic, Dynamic)> {
    let d = Dynamic::from_ast(p);
    if d.kind() != z3::AstKind::App || d.decl().kind() != z3::DeclKind::Eq {
        return None;
    }
    let c = d.children();
    let (a, b) = (&c[0], &c[1]);
    if consts.contains(a) && !mentions(b, a) {
        return Some((a.clone(), b.clone()));
    }
    if consts.contains(b) && !mentions(a, b) {
        return Some((b.clone(), a.clone()));
    }
    None
}

/// `∀h. clause` for an integer `h`, when it is easy. With a disjunct `h ≠ t`
/// (`t` free of `h`) it is the rest of the clause at `h = t` (the one-point rule).
/// Otherwise the clause is a disjunction `D(h) ∨ X` with `X` free of `h`, so the
/// result is `(∀h. D(h)) ∨ X`; and `∀h. D(h)` is false when `D`'s disjuncts only say
/// that `h` lies outside a range (a havocked value's type bounds) or equals some
/// terms free of `h`, fewer than the range holds: some `h` then makes all of them
/// false, whatever the other variables are. `None` when not of these shapes.
fn forall_clause(h: &Dynamic, clause: &Bool) -> Option<Bool> {
    let d = Dynamic::from_ast(clause);
    let disjuncts: Vec<Bool> =
        if d.kind() == z3::AstKind::App && d.decl().kind() == z3::DeclKind::Or { d.children().iter().filter_map(|c| c.as_bool()).collect() } else { vec![clause.clone()] };
    let (with, rest): (Vec<Bool>, Vec<Bool>) = disjuncts.into_iter().partition(|b| mentions(&Dynamic::from_ast(b), h));
    if with.is_empty() {
        return Some(clause.clone());
    }
    for (k, lit) in with.iter().enumerate() {
        let l = Dynamic::from_ast(lit);
        if l.kind() == z3::AstKind::App && l.decl().kind() == z3::DeclKind::Not {
            let eq = &l.children()[0];
            if eq.kind() == z3::AstKind::App && eq.decl().kind() == z3::DeclKind::Eq {
                let ch = eq.children();
                let t = if &ch[0] == h { &ch[1] } else if &ch[1] == h { &ch[0] } else { continue };
                if mentions(t, h) {
                    continue;
                }
                let others: Vec<Bool> = with.iter().enumerate().filter(|(j, _)| *j != k).map(|(_, b)| b.clone()).chain(rest.iter().cloned()).collect();
                return Some(Bool::or(&others).substitute(&[(h, t)]));
            }
        }
    }
    let (mut lo, mut hi): (Option<BigInt>, Option<BigInt>) = (None, None);
    let mut n_eqs = 0usize;
    for lit in &with {
        let l = Dynamic::from_ast(lit);
        if l.kind() != z3::AstKind::App {
            return None;
        }
        match l.decl().kind() {
            z3::DeclKind::Eq => {
                let ch = l.children();
                let other = if &ch[0] == h { &ch[1] } else if &ch[1] == h { &ch[0] } else { return None };
                if mentions(other, h) {
                    return None;
                }
                n_eqs += 1;
            }
            z3::DeclKind::Not => {
                let inner = &l.children()[0];
                let atoms = if inner.kind() == z3::AstKind::App && inner.decl().kind() == z3::DeclKind::And { inner.children() } else { vec![inner.clone()] };
                for a in &atoms {
                    let (is_lo, n) = bound_of(a, h)?;
                    if is_lo {
                        lo = Some(lo.map_or(n.clone(), |l: BigInt| l.max(n)));
                    } else {
                        hi = Some(hi.map_or(n.clone(), |x: BigInt| x.min(n)));
                    }
                }
            }
            _ => return None,
        }
    }
    let room = match (&lo, &hi) {
        (Some(l), Some(u)) if u >= l => u - l + 1u32 > BigInt::from(n_eqs),
        (Some(_), Some(_)) => false,
        _ => true,
    };
    room.then(|| Bool::or(&rest))
}

/// `∀h. b` for an integer `h` that `b` only compares with literals (`h = n`,
/// `h <= n`, `h < n`, ...): each such atom changes its truth value only at `n`, so
/// every region of the line that the atoms cut out holds one of the points
/// `n - 1, n, n + 1`, and `∀h. b` is the conjunction of `b` at those points.
/// `None` when `h` occurs otherwise, or the atoms are too many to be worth it.
fn forall_by_points(h: &Dynamic, b: &Bool) -> Option<Vec<Bool>> {
    let mut points: Vec<BigInt> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let mut work = vec![Dynamic::from_ast(b)];
    while let Some(x) = work.pop() {
        if !seen.insert(x.clone()) || x.kind() != z3::AstKind::App {
            continue;
        }
        let ch = x.children();
        if ch.iter().any(|c| c == h) {
            let cmp = matches!(x.decl().kind(), z3::DeclKind::Eq | z3::DeclKind::Le | z3::DeclKind::Ge | z3::DeclKind::Lt | z3::DeclKind::Gt);
            if !cmp || ch.len() != 2 {
                return None;
            }
            // The other side must be a literal (h itself is not one).
            let n = literal_value(if &ch[0] == h { &ch[1] } else { &ch[0] })?;
            points.extend([&n - 1u32, n.clone(), n + 1u32]);
            continue;
        }
        work.extend(ch);
    }
    points.sort();
    points.dedup();
    if points.len() > 48 {
        return None;
    }
    Some(points.iter().map(|n| b.substitute(&[(h, &Dynamic::from_ast(&int_lit(n)))]).simplify()).collect())
}

/// The value of an integer literal (`5`, `(- 5)`); `None` for any other term,
/// without printing it (printing a large term costs more than an elimination).
fn literal_value(x: &Dynamic) -> Option<BigInt> {
    let is_literal = x.kind() == z3::AstKind::Numeral
        || (x.kind() == z3::AstKind::App && x.decl().kind() == z3::DeclKind::Uminus && x.children()[0].kind() == z3::AstKind::Numeral);
    if is_literal {
        x.as_int().and_then(|i| int_value(&i))
    } else {
        None
    }
}

/// `h >= n` or `n <= h` as `(true, n)`, `h <= n` or `n >= h` as `(false, n)`.
fn bound_of(a: &Dynamic, h: &Dynamic) -> Option<(bool, BigInt)> {
    if a.kind() != z3::AstKind::App {
        return None;
    }
    let ch = a.children();
    if ch.len() != 2 {
        return None;
    }
    let ge = match a.decl().kind() {
        z3::DeclKind::Ge => true,
        z3::DeclKind::Le => false,
        _ => return None,
    };
    if &ch[0] == h {
        Some((ge, literal_value(&ch[1])?))
    } else if &ch[1] == h {
        Some((!ge, literal_value(&ch[0])?))
    } else {
        None
    }
}

/// `∃ bounds. body` without the quantifier, by `tactic` (quantifier elimination)
/// under `watchdog`'s limit; `None` when the tactic fails, runs out of time or leaves
/// a quantifier behind.
fn eliminate_exists(bounds: &[&dyn Ast], body: &Bool, tactic: &z3::Tactic, watchdog: &Watchdog) -> Option<Bool> {
    let goal = z3::Goal::new(false, false, false);
    goal.assert(&z3::ast::exists_const(bounds, &[], body));
    let (result, _) = watchdog.run(|| tactic.apply(&goal, None));
    let result = result.ok()?;
    let mut parts = Vec::new();
    for sub in result.list_subgoals() {
        parts.extend(sub.get_formulas());
    }
    let out = Bool::and(&parts);
    (!has_quantifier(&Dynamic::from_ast(&out))).then_some(out)
}

/// Version number of the canonical constants: a variable's value at a program point,
/// independent of any path.
pub const CANONICAL: u32 = u32::MAX;

/// Whether some subterm of `d` satisfies `pred`; shared subterms are visited once, so
/// large formulas built by substitution (DAGs) stay cheap to scan.
fn any_subterm(d: &Dynamic, mut pred: impl FnMut(&Dynamic) -> bool) -> bool {
    let mut seen = std::collections::HashSet::new();
    let mut work = vec![d.clone()];
    while let Some(x) = work.pop() {
        if pred(&x) {
            return true;
        }
        if seen.insert(x.clone()) {
            work.extend(subterms(&x));
        }
    }
    false
}

/// The direct subterms of `x`: an application's arguments, a quantifier's or lambda's
/// body (whose free constants are constants of the formula too); nothing for bound
/// variables. `Ast::children` is only defined for applications.
fn subterms(x: &Dynamic) -> Vec<Dynamic> {
    match x.kind() {
        z3::AstKind::App | z3::AstKind::Numeral => x.children(),
        z3::AstKind::Quantifier => {
            let ctx = x.get_ctx();
            // SAFETY: `x` is a quantifier (or lambda) of the thread-local context, and
            // Z3 returns its body, an AST of the same context that `wrap` references.
            unsafe {
                let body = z3_sys::Z3_get_quantifier_body(ctx.get_z3_context(), x.get_z3_ast()).expect("a quantifier has a body");
                vec![Dynamic::wrap(ctx, body)]
            }
        }
        _ => Vec::new(),
    }
}

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
        if d.kind() == z3::AstKind::App && d.decl().kind() == z3::DeclKind::And {
            work.extend(d.children().iter().rev().filter_map(|c| c.as_bool()));
            continue;
        }
        if seen.insert(b.clone()) {
            out.push(Formula(b));
        }
    }
    out
}

fn mentions(d: &Dynamic, c: &Dynamic) -> bool {
    any_subterm(d, |x| x == c)
}

fn has_quantifier(d: &Dynamic) -> bool {
    any_subterm(d, |x| x.kind() == z3::AstKind::Quantifier)
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

/// What `Smt::core` should return on unsat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Core {
    /// Nothing: only satisfiability matters.
    No,
    /// The solver's core, minimised when small.
    Any,
    /// A core from the shortest unsat suffix of the path, minimised when small.
    Late,
}

/// One position of the engine's path in a check (`Smt::core`).
#[derive(Clone, Copy, Debug)]
pub struct Active<'a> {
    /// Index into the path.
    pub pos: usize,
    /// The formula in play there.
    pub formula: &'a Formula,
    /// `formula` is the position's own (not a slackened form): the path's scope for
    /// the position already holds it.
    pub own: bool,
    /// Already kept by the engine: a core may use it at no cost.
    pub pinned: bool,
}

/// Two long-lived solvers for the engine's path queries, and one for one-off checks
/// (a fresh solver per query costs milliseconds).
///
/// A path query is answered one of two ways, by how much of the path it uses:
/// - most of it: on `path_solver`, whose scopes mirror the engine's path, one scope
///   per position asserting `literal => formula`, so that a check only adds what
///   changed since the last one and Z3 keeps what it learnt;
/// - a small slice of it: on `slice_solver`, in a scope of its own holding only
///   those positions. There every check no longer pays for the whole path, which
///   the path solver does even when most literals are off.
///
/// Measured: slices alone took 2-5x less solver time on the driver tasks but twice
/// as much on late_error (one long chain of definitions, sliced to nearly all of it).
pub struct Smt {
    /// For one-off checks (`check`): reset before each.
    solver: Solver,
    path_solver: Solver,
    path_stack: Vec<(u64, Bool)>,
    n_temp_lits: u64,
    slice_solver: Solver,
    /// Which solver the query in progress runs on.
    on_slice: bool,

    /// Enforces the per-check limit; a check over it answers unknown.
    watchdog: Watchdog,
    pub n_checks: u64,
    pub time: std::time::Duration,
}

/// A query whose positions are at most this share of the path runs on the slice solver.
const SLICE_SHARE: usize = 2;

impl Default for Smt {
    fn default() -> Smt {
        Smt::new()
    }
}

impl Smt {
    pub fn new() -> Smt {
        Smt {
            solver: Solver::new(),
            path_solver: Solver::new(),
            path_stack: Vec::new(),
            n_temp_lits: 0,
            slice_solver: Solver::new(),
            on_slice: false,
            watchdog: Watchdog::new(),
            n_checks: 0,
            time: std::time::Duration::ZERO,
        }
    }

    /// Limits every later check to `ms` milliseconds (0: no limit).
    pub fn set_timeout_ms(&mut self, ms: u32) {
        self.watchdog.set_limit_ms(ms);
    }

    /// No check runs on past `at`.
    pub fn set_deadline(&mut self, at: std::time::Instant) {
        self.watchdog.set_deadline(at);
    }

    /// Runs `check` on `solver` under the watchdog; a cancellation that was not
    /// meant for this check (see `watchdog`) is retried.
    fn guarded(watchdog: &Watchdog, solver: &Solver, check: impl Fn(&Solver) -> SatResult) -> SatResult {
        for _ in 0..3 {
            let (res, took) = watchdog.run(|| check(solver));
            let canceled = res == SatResult::Unknown && solver.get_reason_unknown().is_some_and(|r| r.contains("cancel"));
            if !canceled || watchdog.timed_out(took) {
                return res;
            }
        }
        SatResult::Unknown
    }

    fn current(&self) -> &Solver {
        if self.on_slice {
            &self.slice_solver
        } else {
            &self.path_solver
        }
    }

    /// Starts the path solver afresh: its scopes are rebuilt at the next query. For
    /// when it has called feasible a path that a fresh solver refutes (Z3 5.4 on
    /// elevator.py, with or without interrupts, its assertions exactly the path's):
    /// Z3's incremental state, not the path, was at fault.
    pub fn reset_path(&mut self) {
        self.path_solver = Solver::new();
        self.path_stack.clear();
    }

    /// Makes the path solver's scopes match `path` (positions with unique ids).
    fn sync(&mut self, path: &[(u64, &Formula)]) {
        let common = self.path_stack.iter().zip(path).take_while(|(a, b)| a.0 == b.0).count();
        let extra = self.path_stack.len() - common;
        if extra > 0 {
            self.path_solver.pop(extra as u32);
            self.path_stack.truncate(common);
        }
        for &(id, f) in &path[common..] {
            self.path_solver.push();
            let lit = Bool::new_const(format!("p!{id}"));
            self.path_solver.assert(lit.implies(&f.0));
            self.path_stack.push((id, lit));
        }
    }

    /// Checks the conjunction of the `active` positions of the engine's `path` (in
    /// path order; each position with a unique id) and `extra`. `Ok(None)` when
    /// satisfiable. On unsat, with `want_core`, the indices into `active` of an
    /// unsat core; with `Core::No`, an empty list.
    ///
    /// With `Core::Late` the core is biased towards the end of the path: it comes
    /// from the shortest suffix of the unpinned positions that, with the pinned
    /// ones, is still unsat (found by bisection), and is then minimised by deletion
    /// when small. Constraints near the start of a path are typically loop
    /// initialisations; leaving them out of a core leaves them free to be weakened
    /// into loop invariants, and smaller cores give more general interpolants.
    pub fn core(&mut self, path: &[(u64, &Formula)], active: &[Active], extra: Option<&Formula>, want_core: Core) -> Result<Option<Vec<usize>>, String> {
        let start = std::time::Instant::now();
        if Smt::fits_slice(active, path) {
            // Most slice queries are satisfiable, and asserted directly, without
            // assumption literals, Z3 answers them faster (kbfiltr: 0.037 s → 0.023 s
            // of solver time); a core, if one is wanted, is found afterwards.
            self.n_checks += 1;
            self.slice_solver.push();
            for f in extra.into_iter().chain(active.iter().map(|a| a.formula)) {
                self.slice_solver.assert(&f.0);
            }
            let res = Smt::guarded(&self.watchdog, &self.slice_solver, |s| s.check());
            let reason = self.slice_solver.get_reason_unknown();
            self.slice_solver.pop(1);
            let answered = match res {
                SatResult::Sat => Some(Ok(None)),
                SatResult::Unknown => Some(Err(reason.unwrap_or_else(|| "unknown".into()))),
                SatResult::Unsat if want_core == Core::No => Some(Ok(Some(Vec::new()))),
                SatResult::Unsat => None,
            };
            if let Some(out) = answered {
                self.time += start.elapsed();
                return out;
            }
        }
        let lits = self.activate(path, active, extra);
        let out = self.core_of(active, &lits, want_core);
        self.close();
        self.time += start.elapsed();
        out
    }

    fn fits_slice(active: &[Active], path: &[(u64, &Formula)]) -> bool {
        active.len() * SLICE_SHARE <= path.len()
    }

    /// Opens a scope for a query on the solver its size calls for, holding `extra`,
    /// and returns one assumption literal per active position.
    fn activate(&mut self, path: &[(u64, &Formula)], active: &[Active], extra: Option<&Formula>) -> Vec<Bool> {
        self.on_slice = Smt::fits_slice(active, path);
        if !self.on_slice {
            self.sync(path);
        }
        let on_slice = self.on_slice;
        let solver = if on_slice { &self.slice_solver } else { &self.path_solver };
        solver.push();
        if let Some(e) = extra {
            solver.assert(&e.0);
        }
        let mut lits = Vec::with_capacity(active.len());
        for (k, a) in active.iter().enumerate() {
            if a.own && !on_slice {
                lits.push(self.path_stack[a.pos].1.clone());
                continue;
            }
            // The slice solver's names live only in the query's scope and are reused;
            // the path solver's must differ from every literal in its path scopes.
            let name = if on_slice {
                format!("a!{k}")
            } else {
                self.n_temp_lits += 1;
                format!("w!{}", self.n_temp_lits)
            };
            let lit = Bool::new_const(name);
            solver.assert(lit.implies(&a.formula.0));
            lits.push(lit);
        }
        lits
    }

    fn close(&mut self) {
        self.current().pop(1);
    }

    /// Under a model of the `active` positions of `path`, which of `candidates`
    /// hold: `false` only where the candidate evaluates to false, so that the model
    /// shows they do not imply it. `None` when there is no model (unsat or unknown).
    pub fn holds_in_model(&mut self, path: &[(u64, &Formula)], active: &[Active], candidates: &[Formula]) -> Option<Vec<bool>> {
        let start = std::time::Instant::now();
        let lits = self.activate(path, active, None);
        let out = match self.assume(&lits) {
            SatResult::Sat => self.current().get_model().map(|m| candidates.iter().map(|c| m.eval(&c.0, true).and_then(|v| v.as_bool()) != Some(false)).collect()),
            _ => None,
        };
        self.close();
        self.time += start.elapsed();
        out
    }

    fn assume(&mut self, lits: &[Bool]) -> SatResult {
        self.n_checks += 1;
        Smt::guarded(&self.watchdog, self.current(), |s| s.check_assumptions(lits))
    }

    fn core_of(&mut self, active: &[Active], lits: &[Bool], want_core: Core) -> Result<Option<Vec<usize>>, String> {
        match self.assume(lits) {
            SatResult::Sat => return Ok(None),
            SatResult::Unknown => return Err(self.current().get_reason_unknown().unwrap_or_else(|| "unknown".into())),
            SatResult::Unsat if want_core == Core::No => return Ok(Some(Vec::new())),
            SatResult::Unsat => {}
        }
        let is_pinned = |i: usize| active[i].pinned || want_core == Core::Any;
        let pinned: Vec<usize> = (0..lits.len()).filter(|&i| is_pinned(i)).collect();
        let free: Vec<usize> = (0..lits.len()).filter(|&i| !is_pinned(i)).collect();
        let with_suffix = |s: usize| -> Vec<usize> {
            let mut v: Vec<usize> = pinned.iter().copied().chain(free[s..].iter().copied()).collect();
            v.sort_unstable();
            v
        };
        // Largest s with pinned ∪ free[s..] unsat; s = 0 is known unsat.
        let (mut lo, mut hi) = (0, free.len());
        // The suffix whose core the solver holds (the latest check was unsat on it).
        let mut holds = Some(0);
        while lo < hi {
            let mid = (lo + hi).div_ceil(2);
            let trial: Vec<Bool> = with_suffix(mid).iter().map(|&i| lits[i].clone()).collect();
            if self.assume(&trial) == SatResult::Unsat {
                lo = mid;
                holds = Some(mid);
            } else {
                hi = mid - 1;
                holds = None;
            }
        }
        let chosen = with_suffix(lo);
        if holds != Some(lo) {
            let trial: Vec<Bool> = chosen.iter().map(|&i| lits[i].clone()).collect();
            if self.assume(&trial) != SatResult::Unsat {
                // Only a solver limit can make a subset of an unsat set satisfiable.
                return Ok(Some((0..lits.len()).collect()));
            }
        }
        let core = self.current().get_unsat_core();
        let mut idx: Vec<usize> = chosen.into_iter().filter(|&i| core.iter().any(|c| *c == lits[i])).collect();
        // Deletion, oldest first; skipped for large cores (too many checks).
        if idx.len() <= 12 {
            let mut k = 0;
            while k < idx.len() {
                let trial: Vec<Bool> = idx.iter().enumerate().filter(|(j, _)| *j != k).map(|(_, &m)| lits[m].clone()).collect();
                if self.assume(&trial) == SatResult::Unsat {
                    idx.remove(k);
                } else {
                    k += 1;
                }
            }
        }
        Ok(Some(idx))
    }

    /// The model of the last satisfiable `check`.
    pub fn model(&self) -> Option<z3::Model> {
        self.solver.get_model()
    }

    /// Is the conjunction of `parts` satisfiable? Leaves a model on Sat (until the
    /// next check). The parts are asserted in a scope rather than passed as
    /// assumptions: Z3 simplifies asserted equalities, which it cannot do for
    /// assumptions.
    pub fn check(&mut self, parts: &[Formula]) -> Sat {
        let start = std::time::Instant::now();
        self.solver.reset();
        for p in parts {
            self.solver.assert(&p.0);
        }
        // The solver simplifies its assertions in place while checking: keep the
        // query as asked, for the dump.
        let asked = std::env::var_os("TRACER_DUMP_UNKNOWN").is_some().then(|| self.solver.to_string());
        let res = Smt::guarded(&self.watchdog, &self.solver, |s| s.check());
        if let (SatResult::Unknown, Some(asked)) = (res, asked) {
            eprintln!("; solver gave up on:\n{asked}(check-sat)");
        }
        self.time += start.elapsed();
        self.n_checks += 1;
        sat_of(&self.solver, res)
    }

}

/// A solver whose assertion scopes follow a depth-first walk of a tree: one scope per
/// tree edge, asserted directly (not through assumption literals), so Z3 keeps what it
/// learnt about the common prefix and simplifies asserted equalities.
pub struct ScopedSolver {
    solver: Solver,
    watchdog: Watchdog,
    pub n_checks: u64,
    pub time: std::time::Duration,
}

impl ScopedSolver {
    /// `timeout_ms` limits each check (0: none).
    pub fn new(timeout_ms: u32) -> ScopedSolver {
        let mut s = ScopedSolver { solver: Solver::new(), watchdog: Watchdog::new(), n_checks: 0, time: std::time::Duration::ZERO };
        s.set_timeout_ms(timeout_ms);
        s
    }

    /// Limits every later check to `ms` milliseconds (0: no limit).
    pub fn set_timeout_ms(&mut self, ms: u32) {
        self.watchdog.set_limit_ms(ms);
    }

    /// Opens a scope holding `parts`.
    pub fn push(&mut self, parts: &[Formula]) {
        self.solver.push();
        for p in parts {
            self.solver.assert(&p.0);
        }
    }

    /// Closes the innermost scope.
    pub fn pop(&mut self) {
        self.solver.pop(1);
    }

    /// Is everything asserted in the open scopes satisfiable?
    pub fn check(&mut self) -> Sat {
        let start = std::time::Instant::now();
        let res = Smt::guarded(&self.watchdog, &self.solver, |s| s.check());
        self.time += start.elapsed();
        self.n_checks += 1;
        sat_of(&self.solver, res)
    }

    /// The model of the last satisfiable check.
    pub fn model(&self) -> Option<z3::Model> {
        self.solver.get_model()
    }
}

fn sat_of(solver: &Solver, res: SatResult) -> Sat {
    match res {
        SatResult::Sat => Sat::Sat,
        SatResult::Unsat => Sat::Unsat,
        SatResult::Unknown => Sat::Unknown(solver.get_reason_unknown().unwrap_or_else(|| "unknown".into())),
    }
}

/// The Z3 release tracer is built and measured with (`scripts/setup-z3.sh`).
pub const EXPECTED_Z3: &str = "5.4";

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_expected_z3_is_linked() {
        assert_eq!(super::z3_mismatch(), None);
    }

    /// `∀h. b` by Z3's quantifier elimination, the reference for the cheap forms.
    fn forall_by_qe(h: &Int, b: &Bool) -> Bool {
        let bound: [&dyn Ast; 1] = [h];
        eliminate_exists(&bound, &b.not(), &z3::Tactic::new("qe"), &Watchdog::new()).expect("qe eliminates linear integer arithmetic").not()
    }

    fn equivalent(a: &Bool, b: &Bool) -> bool {
        let s = Solver::new();
        s.assert(a.eq(b).not());
        s.check() == SatResult::Unsat
    }

    fn range(h: &Int) -> Bool {
        Bool::and(&[h.ge(Int::from_i64(-128)), h.le(Int::from_i64(127))])
    }

    #[test]
    fn cheap_forall_elimination_agrees_with_qe() {
        let (h, x, y) = (Int::new_const("h"), Int::new_const("x"), Int::new_const("y"));
        let hd = Dynamic::from_ast(&h);
        let clauses = [
            // Only "h in range" and equalities to terms free of h: false, leaving X.
            Bool::or(&[range(&h).not(), h.eq(&y), x.ge(Int::from_i64(3))]),
            // The one-point rule.
            Bool::or(&[range(&h).not(), h.eq(&y).not(), h.ge(&x)]),
            Bool::or(&[h.eq(Int::from_i64(0)).not(), x.eq(&h)]),
            // Free of h.
            Bool::or(&[x.ge(&y), y.eq(Int::from_i64(2))]),
        ];
        for c in &clauses {
            let cheap = forall_clause(&hd, c).expect("an easy clause");
            assert!(equivalent(&cheap, &forall_by_qe(&h, c)), "{c}: {cheap}");
        }
        // Not easy: h is compared with a term.
        assert!(forall_clause(&hd, &Bool::or(&[range(&h).not(), h.le(&y)])).is_none());
        // A tiny range leaves no room for two distinct values: not claimed false.
        let tiny = Bool::and(&[h.ge(Int::from_i64(0)), h.le(Int::from_i64(0))]);
        assert!(forall_clause(&hd, &Bool::or(&[tiny.not(), h.eq(&x), h.eq(&y)])).is_none());
    }

    #[test]
    fn elimination_by_points_agrees_with_qe() {
        let (h, x) = (Int::new_const("h"), Int::new_const("x"));
        let hd = Dynamic::from_ast(&h);
        let zero = Int::from_i64(0);
        let b = Bool::and(&[
            Bool::or(&[range(&h).not(), Bool::and(&[h.eq(&zero), x.ge(Int::from_i64(1))]), Bool::and(&[h.eq(&zero).not(), x.le(Int::from_i64(5))])]),
            Bool::or(&[h.lt(Int::from_i64(-3)), h.gt(Int::from_i64(10)), x.eq(Int::from_i64(4)), h.eq(Int::from_i64(7)).not()]),
        ]);
        let parts = forall_by_points(&hd, &b).expect("h is only compared with literals");
        assert!(equivalent(&Bool::and(&parts), &forall_by_qe(&h, &b)));
        // h inside arithmetic: not by points.
        assert!(forall_by_points(&hd, &Bool::or(&[(&h + 1i64).eq(&x), x.eq(Int::from_i64(2))])).is_none());
    }
}
