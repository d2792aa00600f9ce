//! Ground evaluation in Rust of the formulas the search reads most under a model:
//! memo entries, read at every lookup of their point under the valuation. Z3's
//! substitution and evaluation of one entry costs tens of microseconds, a tenth of
//! minimax's time on the tcas programs; an entry compiled once (its subterms shared
//! with the entries compiled before) evaluates in well under one. Only integer
//! arithmetic with `mod`, comparisons and Boolean connectives are compiled; where a
//! value is missing or arithmetic leaves `i128`, a term is unknown (Kleene's logic).

use super::qe::literal_value;
use super::*;
use num_traits::ToPrimitive;
use std::rc::Rc;
use z3::DeclKind;

/// A compiled term; `Var(v, ver)` is version `ver` of program variable `v` (its
/// canonical constant for a memo entry).
/// Subterms are shared as in Z3's term (a label is a DAG of carried literals).
#[derive(Debug)]
pub(super) enum Term {
    Int(i128),
    Bool(bool),
    Var(VarId, u32),
    Add(Vec<Rc<Term>>),
    /// The first minus the rest.
    Sub(Vec<Rc<Term>>),
    Neg(Rc<Term>),
    Mul(Vec<Rc<Term>>),
    /// SMT-LIB's `mod`: the remainder of Euclidean division (never negative).
    Mod(Rc<Term>, Rc<Term>),
    Le(Rc<Term>, Rc<Term>),
    Lt(Rc<Term>, Rc<Term>),
    Eq(Rc<Term>, Rc<Term>),
    Distinct(Vec<Rc<Term>>),
    Not(Rc<Term>),
    And(Vec<Rc<Term>>),
    Or(Vec<Rc<Term>>),
    Implies(Rc<Term>, Rc<Term>),
    Ite(Rc<Term>, Rc<Term>, Rc<Term>),
}

/// A value of a compiled term.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Val {
    Int(i128),
    Bool(bool),
}

impl Val {
    /// The value of a numeral or Boolean literal (a model's answer).
    pub fn of(d: &Dynamic) -> Option<Val> {
        if let Some(b) = d.as_bool().and_then(|b| b.as_bool()) {
            return Some(Val::Bool(b));
        }
        literal_value(d).and_then(|n| n.to_i128()).map(Val::Int)
    }

    /// The value as a Z3 literal.
    pub fn literal(self) -> Dynamic {
        match self {
            Val::Int(n) => Dynamic::from_ast(&int_lit(&BigInt::from(n))),
            Val::Bool(b) => Dynamic::from_ast(&Bool::from_bool(b)),
        }
    }

    /// A value of the concrete semantics, where it is one of these.
    pub fn of_value(v: &Value) -> Option<Val> {
        match v {
            Value::Int(n) => n.to_i128().map(Val::Int),
            Value::Bool(b) => Some(Val::Bool(*b)),
            _ => None,
        }
    }
}

/// Terms compiled so far, by term id, each with the term (kept alive, so that its
/// id stays its own) and its size walked as a tree: the memo entries of a point
/// share most of their subterms.
#[derive(Default)]
pub(super) struct Compiled {
    terms: HashMap<u32, (Dynamic, Option<Entry>)>,
}

/// A compiled term, and how many nodes it has walked as a tree (saturating).
#[derive(Clone, Debug)]
pub(super) struct Entry {
    term: Rc<Term>,
    tree: u64,
}

/// Past this many nodes walked as a tree, a term is evaluated once per shared
/// subterm instead (`Term::eval_once_each`). A label is a DAG of carried
/// literals, and the tree walk of nested6.i's entries took 72% of its time.
const TREE_WALK: u64 = 4096;

/// Terms kept at most before `Compiled` starts afresh.
const COMPILED_MAX: usize = 200_000;

impl Entry {
    /// The term's value, as `Term::eval` gives it.
    pub fn eval(&self, values: &[((VarId, u32), Val)]) -> Option<Val> {
        if self.tree <= TREE_WALK {
            self.term.eval(values)
        } else {
            self.term.eval_once_each(values)
        }
    }
}

/// Nodes `Entry::literals` and `Entry::distance` visit at most (a label is a
/// DAG, walked as a tree).
const WALK_MAX: usize = 256;

impl Entry {
    /// The integer literals of the term, added to `out` (a bounded walk).
    pub fn literals(&self, out: &mut Vec<i128>) {
        let mut budget = WALK_MAX;
        self.term.literals(out, &mut budget);
    }

    /// How far the (Boolean) term is from true under `values`: 0 exactly when it
    /// is true; each comparison counts `d / (d + 1)` for the distance `d` between
    /// its sides' values and where they would have to be (`UNREACHABLE` for two
    /// literals), conjunctions add and disjunctions take the least. A constant that `defs`
    /// defines is looked through (to the `ite`s that decide it). Search-based test
    /// generation's branch distance, which guides `smt::local` where the count of
    /// false formulas does not move.
    pub fn distance(&self, values: &[((VarId, u32), Val)], defs: &[((VarId, u32), Entry)]) -> f64 {
        Distance { values, defs, budget: WALK_MAX }.boolean(&self.term, true)
    }
}

/// `Entry::distance` of a comparison between two literals that does not come out as
/// wanted: far beyond any sum of distances of comparisons that a move can change.
const UNREACHABLE: f64 = 1e6;

/// `Entry::distance`'s walk.
struct Distance<'a> {
    values: &'a [((VarId, u32), Val)],
    defs: &'a [((VarId, u32), Entry)],
    budget: usize,
}

/// A comparison `Entry::distance` measures.
#[derive(Clone, Copy)]
enum Cmp {
    Le,
    Lt,
    Eq,
}

impl Distance<'_> {
    /// `t` with a defined constant replaced by its definition's right-hand side.
    fn resolve(&self, t: &Rc<Term>) -> Rc<Term> {
        if let Term::Var(v, ver) = **t {
            if let Some((_, e)) = self.defs.iter().find(|(c, _)| *c == (v, ver)) {
                return self.resolve(&e.term);
            }
        }
        t.clone()
    }

    /// 0 when `t` evaluates to `want`, 1 when it evaluates otherwise or not at all.
    fn plain(&self, t: &Term, want: bool) -> f64 {
        if t.eval(self.values) == Some(Val::Bool(want)) {
            0.0
        } else {
            1.0
        }
    }

    fn boolean(&mut self, t: &Rc<Term>, want: bool) -> f64 {
        if self.budget == 0 {
            return self.plain(t, want);
        }
        self.budget -= 1;
        match &**t {
            Term::Var(..) => {
                let r = self.resolve(t);
                if Rc::ptr_eq(&r, t) {
                    self.plain(t, want)
                } else {
                    self.boolean(&r, want)
                }
            }
            Term::Not(a) => self.boolean(a, !want),
            Term::And(ts) if want => ts.iter().map(|a| self.boolean(a, true)).sum(),
            Term::And(ts) => ts.iter().map(|a| self.boolean(a, false)).fold(f64::INFINITY, f64::min),
            Term::Or(ts) if want => ts.iter().map(|a| self.boolean(a, true)).fold(f64::INFINITY, f64::min),
            Term::Or(ts) => ts.iter().map(|a| self.boolean(a, false)).sum(),
            Term::Implies(a, b) if want => self.boolean(a, false).min(self.boolean(b, true)),
            Term::Implies(a, b) => self.boolean(a, true) + self.boolean(b, false),
            Term::Ite(c, a, b) => (self.boolean(c, true) + self.boolean(a, want)).min(self.boolean(c, false) + self.boolean(b, want)),
            Term::Le(a, b) => self.compare(Cmp::Le, a, b, want),
            Term::Lt(a, b) => self.compare(Cmp::Lt, a, b, want),
            Term::Eq(a, b) => self.compare(Cmp::Eq, a, b, want),
            _ => self.plain(t, want),
        }
    }

    /// How far `a op b` is from `want`, looking through an `ite` on either side.
    fn compare(&mut self, op: Cmp, a: &Rc<Term>, b: &Rc<Term>, want: bool) -> f64 {
        if self.budget > 0 {
            for (x, y, swapped) in [(a, b, false), (b, a, true)] {
                if let Term::Ite(c, p, q) = &*self.resolve(x) {
                    self.budget -= 1;
                    let (p, q) = (p.clone(), q.clone());
                    let then = self.boolean(c, true) + self.compare_sides(op, &p, y, swapped, want);
                    let other = self.boolean(c, false) + self.compare_sides(op, &q, y, swapped, want);
                    return then.min(other);
                }
            }
        }
        let (Some(x), Some(y)) = (a.eval(self.values), b.eval(self.values)) else { return 1.0 };
        let fixed = |t: &Term| matches!(t, Term::Int(_) | Term::Bool(_));
        let holds = match (op, x, y) {
            (Cmp::Le, Val::Int(x), Val::Int(y)) => x <= y,
            (Cmp::Lt, Val::Int(x), Val::Int(y)) => x < y,
            _ => x == y,
        };
        if holds == want {
            return 0.0;
        }
        // Two literals (an `ite`'s branch against a literal): no move changes them.
        if fixed(a) && fixed(b) {
            return UNREACHABLE;
        }
        let (x, y) = match (x, y) {
            (Val::Int(x), Val::Int(y)) => (x, y),
            _ => return 1.0,
        };
        // How far x must move for the comparison to come out as wanted.
        let d: i128 = match (op, want) {
            (Cmp::Le, true) => x.saturating_sub(y),
            (Cmp::Le, false) => y.saturating_sub(x).saturating_add(1),
            (Cmp::Lt, true) => x.saturating_sub(y).saturating_add(1),
            (Cmp::Lt, false) => y.saturating_sub(x),
            (Cmp::Eq, true) => x.saturating_sub(y).saturating_abs(),
            (Cmp::Eq, false) => i128::from(x == y),
        };
        let d = d.max(0) as f64;
        d / (d + 1.0)
    }

    /// `compare` of `x op y`, or of `y op x` when `swapped`.
    fn compare_sides(&mut self, op: Cmp, x: &Rc<Term>, y: &Rc<Term>, swapped: bool, want: bool) -> f64 {
        if swapped {
            self.compare(op, y, x, want)
        } else {
            self.compare(op, x, y, want)
        }
    }
}

impl Compiled {
    /// `d` compiled, its constants read through `names` (term id to the variable
    /// and version it is); `None` outside what is compiled.
    pub fn compile(&mut self, d: &Dynamic, names: &Names) -> Option<Entry> {
        let id = walk::id_of(d);
        if let Some((_, t)) = self.terms.get(&id) {
            return t.clone();
        }
        let t = self.build(d, names);
        if self.terms.len() >= COMPILED_MAX {
            self.terms.clear();
        }
        self.terms.insert(id, (d.clone(), t.clone()));
        t
    }

    fn build(&mut self, d: &Dynamic, names: &Names) -> Option<Entry> {
        let (term, tree) = match d.kind() {
            z3::AstKind::Numeral => (literal_value(d)?.to_i128().map(Term::Int)?, 1),
            z3::AstKind::App => self.build_app(d, names)?,
            _ => return None,
        };
        Some(Entry { term: Rc::new(term), tree })
    }

    /// An application compiled, with its size as a tree.
    fn build_app(&mut self, d: &Dynamic, names: &Names) -> Option<(Term, u64)> {
        let args: Vec<Dynamic> = d.children();
        if args.is_empty() {
            if let Some(&(v, ver)) = names.get(&walk::id_of(d)) {
                return Some((Term::Var(v, ver), 1));
            }
        }
        let entries = args.iter().map(|a| self.compile(a, names)).collect::<Option<Vec<Entry>>>()?;
        let tree = entries.iter().fold(1u64, |n, e| n.saturating_add(e.tree));
        let mut ts: Vec<Rc<Term>> = entries.into_iter().map(|e| e.term).collect();
        let pair = |ts: &mut Vec<Rc<Term>>| -> Option<(Rc<Term>, Rc<Term>)> {
            if ts.len() != 2 {
                return None;
            }
            let b = ts.pop()?;
            Some((ts.pop()?, b))
        };
        let term = match d.decl().kind() {
            DeclKind::True => Term::Bool(true),
            DeclKind::False => Term::Bool(false),
            DeclKind::Add => Term::Add(ts),
            DeclKind::Sub => Term::Sub(ts),
            DeclKind::Uminus if ts.len() == 1 => Term::Neg(ts.pop()?),
            DeclKind::Mul => Term::Mul(ts),
            kind @ (DeclKind::Mod | DeclKind::Le | DeclKind::Ge | DeclKind::Lt | DeclKind::Gt | DeclKind::Eq | DeclKind::Iff) => {
                let (a, b) = pair(&mut ts)?;
                match kind {
                    DeclKind::Mod => Term::Mod(a, b),
                    DeclKind::Le => Term::Le(a, b),
                    DeclKind::Ge => Term::Le(b, a),
                    DeclKind::Lt => Term::Lt(a, b),
                    DeclKind::Gt => Term::Lt(b, a),
                    _ => Term::Eq(a, b),
                }
            }
            DeclKind::Distinct => Term::Distinct(ts),
            DeclKind::Not if ts.len() == 1 => Term::Not(ts.pop()?),
            DeclKind::And => Term::And(ts),
            DeclKind::Or => Term::Or(ts),
            DeclKind::Implies => {
                let (a, b) = pair(&mut ts)?;
                Term::Implies(a, b)
            }
            DeclKind::Ite if ts.len() == 3 => {
                let c = ts.remove(0);
                let (a, b) = pair(&mut ts)?;
                Term::Ite(c, a, b)
            }
            _ => return None,
        };
        Some((term, tree))
    }
}

impl Term {
    fn literals(&self, out: &mut Vec<i128>, budget: &mut usize) {
        if *budget == 0 {
            return;
        }
        *budget -= 1;
        let args: &[Rc<Term>] = match self {
            Term::Int(n) => {
                if !out.contains(n) {
                    out.push(*n);
                }
                return;
            }
            Term::Bool(_) | Term::Var(..) => return,
            Term::Add(ts) | Term::Sub(ts) | Term::Mul(ts) | Term::Distinct(ts) | Term::And(ts) | Term::Or(ts) => ts,
            Term::Neg(t) | Term::Not(t) => std::slice::from_ref(t),
            Term::Mod(a, b) | Term::Le(a, b) | Term::Lt(a, b) | Term::Eq(a, b) | Term::Implies(a, b) => {
                a.literals(out, budget);
                return b.literals(out, budget);
            }
            Term::Ite(c, a, b) => {
                c.literals(out, budget);
                a.literals(out, budget);
                return b.literals(out, budget);
            }
        };
        for t in args {
            t.literals(out, budget);
        }
    }

    /// The term's value when each variable has its value in `values`; `None`
    /// (unknown) when a value it needs is missing or has the wrong sort, or
    /// arithmetic leaves `i128`. Walks the term as a tree.
    pub fn eval(&self, values: &[((VarId, u32), Val)]) -> Option<Val> {
        self.step(values, &mut |t: &Rc<Term>| t.eval(values))
    }

    /// `eval`, each shared subterm evaluated once.
    pub fn eval_once_each(self: &Rc<Term>, values: &[((VarId, u32), Val)]) -> Option<Val> {
        fn go(t: &Rc<Term>, values: &[((VarId, u32), Val)], seen: &mut HashMap<usize, Option<Val>>) -> Option<Val> {
            let key = Rc::as_ptr(t) as usize;
            if let Some(v) = seen.get(&key) {
                return *v;
            }
            let v = t.step(values, &mut |c: &Rc<Term>| go(c, values, seen));
            seen.insert(key, v);
            v
        }
        go(self, values, &mut HashMap::new())
    }

    /// The term's value, its direct subterms' values given by `sub`.
    #[inline(always)]
    fn step(&self, values: &[((VarId, u32), Val)], sub: &mut impl FnMut(&Rc<Term>) -> Option<Val>) -> Option<Val> {
        fn int(sub: &mut impl FnMut(&Rc<Term>) -> Option<Val>, t: &Rc<Term>) -> Option<i128> {
            match sub(t)? {
                Val::Int(n) => Some(n),
                Val::Bool(_) => None,
            }
        }
        fn boolean(sub: &mut impl FnMut(&Rc<Term>) -> Option<Val>, t: &Rc<Term>) -> Option<bool> {
            match sub(t)? {
                Val::Bool(b) => Some(b),
                Val::Int(_) => None,
            }
        }
        Some(match self {
            Term::Int(n) => Val::Int(*n),
            Term::Bool(b) => Val::Bool(*b),
            Term::Var(v, ver) => values.iter().find(|(w, _)| *w == (*v, *ver))?.1,
            Term::Add(ts) => Val::Int(ts.iter().try_fold(0i128, |acc, t| acc.checked_add(int(sub, t)?))?),
            Term::Sub(ts) => {
                let (first, rest) = ts.split_first()?;
                let first = int(sub, first)?;
                Val::Int(rest.iter().try_fold(first, |acc, t| acc.checked_sub(int(sub, t)?))?)
            }
            Term::Neg(t) => Val::Int(int(sub, t)?.checked_neg()?),
            Term::Mul(ts) => Val::Int(ts.iter().try_fold(1i128, |acc, t| acc.checked_mul(int(sub, t)?))?),
            // Z3 leaves `x mod 0` unspecified (a model may choose it): unknown here.
            Term::Mod(a, b) => {
                let a = int(sub, a)?;
                Val::Int(a.checked_rem_euclid(int(sub, b)?.checked_abs().filter(|&m| m != 0)?)?)
            }
            Term::Le(a, b) => Val::Bool(int(sub, a)? <= int(sub, b)?),
            Term::Lt(a, b) => Val::Bool(int(sub, a)? < int(sub, b)?),
            Term::Eq(a, b) => Val::Bool(sub(a)? == sub(b)?),
            Term::Distinct(ts) => {
                let vs = ts.iter().map(&mut *sub).collect::<Option<Vec<Val>>>()?;
                Val::Bool(vs.iter().enumerate().all(|(i, v)| !vs[i + 1..].contains(v)))
            }
            Term::Not(t) => Val::Bool(!boolean(sub, t)?),
            // An unknown argument leaves a connective unknown only when the known
            // ones do not decide it.
            Term::And(ts) => Val::Bool(kleene(ts.iter().map(|t| boolean(sub, t)), false)?),
            Term::Or(ts) => Val::Bool(kleene(ts.iter().map(|t| boolean(sub, t)), true)?),
            Term::Implies(a, b) => {
                let a = boolean(sub, a).map(|x| !x);
                Val::Bool(kleene([a, boolean(sub, b)].into_iter(), true)?)
            }
            Term::Ite(c, a, b) => match boolean(sub, c) {
                Some(true) => sub(a)?,
                Some(false) => sub(b)?,
                None => {
                    let a = sub(a);
                    a.filter(|x| sub(b) == Some(*x))?
                }
            },
        })
    }
}

/// The disjunction (`decisive` true) or conjunction (false) of three-valued
/// arguments.
fn kleene(args: impl Iterator<Item = Option<bool>>, decisive: bool) -> Option<bool> {
    let mut unknown = false;
    for a in args {
        match a {
            Some(x) if x == decisive => return Some(decisive),
            Some(_) => {}
            None => unknown = true,
        }
    }
    (!unknown).then_some(!decisive)
}

#[cfg(test)]
mod tests {
    use super::*;
    use z3::ast::Int;

    /// Compiles `f` over `xs` (named as canonical constants of variables 0, 1, ...).
    fn compiled(f: &Bool, xs: &[Int]) -> Option<Entry> {
        let canonical: Names = xs.iter().enumerate().map(|(k, x)| (walk::id_of(&Dynamic::from_ast(x)), (k as VarId, CANONICAL))).collect();
        Compiled::default().compile(&Dynamic::from_ast(f), &canonical)
    }

    fn at(values: &[i128]) -> Vec<((VarId, u32), Val)> {
        values.iter().enumerate().map(|(k, &v)| ((k as VarId, CANONICAL), Val::Int(v))).collect()
    }

    #[test]
    fn agrees_with_z3_on_linear_arithmetic_with_mod() {
        let x = Int::new_const("x");
        let y = Int::new_const("y");
        let m = Int::from_i64(4294967296);
        let wrapped = (&x + Int::from_i64(2147483748)).modulo(&m);
        let f = Bool::or(&[
            &wrapped.le(&(&y + Int::from_i64(2147483648))).not(),
            &(&x - &y - Int::from_i64(3)).ge(&Int::from_i64(0)),
            &Bool::and(&[&x.eq(&Int::from_i64(-7)), &(Int::from_i64(2) * &y).lt(&x)]),
            &x.modulo(&Int::from_i64(-5)).eq(&Int::from_i64(3)),
            &(-&y).gt(&Int::from_i64(10)).ite(&x, &y).eq(&Int::from_i64(0)),
        ]);
        let term = compiled(&f, &[x.clone(), y.clone()]).expect("compiles");
        for a in [-7i64, -3, 0, 1, 5, 2147483647, -2147483648, 4294967295] {
            for b in [-20i64, -1, 0, 2, 2147483647] {
                let z3 = f.substitute(&[(&x, &Int::from_i64(a)), (&y, &Int::from_i64(b))]).simplify().as_bool().expect("ground");
                assert_eq!(term.eval(&at(&[i128::from(a), i128::from(b)])), Some(Val::Bool(z3)), "{f} at {a}, {b}");
            }
        }
    }

    #[test]
    fn a_term_that_shares_its_subterms_is_evaluated_once_per_subterm() {
        // 2^60 nodes as a tree, 60-odd as a DAG.
        let x = Int::new_const("x");
        let f = super::super::ite_chain(&x, 60).eq(Int::from_i64(1));
        let canonical: Names = [(walk::id_of(&Dynamic::from_ast(&x)), (0, CANONICAL))].into_iter().collect();
        let mut compiled = Compiled::default();
        let term = compiled.compile(&Dynamic::from_ast(&f), &canonical).expect("compiles");
        for a in [-5i64, 0, 1, 7] {
            let mut v = a;
            for _ in 0..60 {
                v = if v > 0 { v - 1 } else { v + 3 };
            }
            assert_eq!(term.eval(&at(&[i128::from(a)])), Some(Val::Bool(v == 1)), "at {a}");
        }
    }

    #[test]
    fn unknown_outside_what_it_compiles_or_reads() {
        let x = Int::new_const("x");
        let y = Int::new_const("y");
        assert!(compiled(&(&x / Int::from_i64(2)).eq(&Int::from_i64(1)), &[x.clone()]).is_none());
        // A constant that `names` does not name.
        assert!(compiled(&x.eq(&y), &[x.clone()]).is_none());
        let g = compiled(&x.modulo(&Int::from_i64(0)).eq(&Int::from_i64(1)), &[x.clone()]).expect("compiles");
        assert_eq!(g.eval(&at(&[3])), None);
        let big = compiled(&(&x * &x).eq(&Int::from_i64(1)), &[x.clone()]).expect("compiles");
        assert_eq!(big.eval(&at(&[i128::MAX / 2])), None);
        assert_eq!(big.eval(&[]), None);
        // An unknown argument decides a connective only when the others do not.
        let one = x.eq(&Int::from_i64(1));
        let two = y.eq(&Int::from_i64(2));
        let either = compiled(&Bool::or(&[&one, &two]), &[x.clone(), y.clone()]).expect("compiles");
        assert_eq!(either.eval(&at(&[1])), Some(Val::Bool(true)));
        assert_eq!(either.eval(&at(&[0])), None);
        let both = compiled(&Bool::and(&[&one, &two]), &[x.clone(), y.clone()]).expect("compiles");
        assert_eq!(both.eval(&at(&[0])), Some(Val::Bool(false)));
        assert_eq!(both.eval(&at(&[1])), None);
    }

    #[test]
    fn distance_is_zero_exactly_when_true_and_looks_through_definitions() {
        let (x, y, b) = (Int::new_const("x"), Int::new_const("y"), Int::new_const("b"));
        let names: Names = [&x, &y, &b].iter().enumerate().map(|(k, c)| (walk::id_of(&Dynamic::from_ast(*c)), (k as VarId, CANONICAL))).collect();
        let mut compiled = Compiled::default();
        let mut entry = |f: &Bool| compiled.compile(&Dynamic::from_ast(f), &names).expect("compiles");
        let lit = Int::from_i64;
        let le = entry(&x.le(lit(5)));
        assert_eq!(le.distance(&at(&[5]), &[]), 0.0);
        assert_eq!(le.distance(&at(&[7]), &[]), 2.0 / 3.0);
        // A conjunction adds, a disjunction takes the least.
        let both = entry(&Bool::and(&[&x.le(lit(5)), &y.ge(lit(10))]));
        assert_eq!(both.distance(&at(&[7, 9]), &[]), 2.0 / 3.0 + 0.5);
        let either = entry(&Bool::or(&[&x.le(lit(5)), &y.ge(lit(10))]));
        assert_eq!(either.distance(&at(&[7, 9]), &[]), 0.5);
        // b = ite(x > 600 and y != 0, 1, 0); wanted b != 0. The else branch can
        // never give it (0 != 0 between literals): the distance is the condition's.
        let cond = Bool::and(&[&x.gt(lit(600)), &y.eq(lit(0)).not()]);
        let def = compiled.compile(&Dynamic::from_ast(&cond.ite(&lit(1), &lit(0))), &names).expect("compiles");
        let defs = [((2, CANONICAL), def)];
        let guard = compiled.compile(&Dynamic::from_ast(&b.eq(lit(0)).not()), &names).expect("compiles");
        let far = guard.distance(&at(&[0, 0, 0]), &defs);
        let nearer = guard.distance(&at(&[0, 1, 0]), &defs);
        assert!(nearer < far && far < 2.0, "{far} {nearer}");
        assert_eq!(guard.distance(&at(&[601, 1, 1]), &defs), 0.0);
    }

    #[test]
    fn two_versions_of_a_variable_are_two_values() {
        let (x1, x2) = (Int::new_const("x1"), Int::new_const("x2"));
        let names: Names = [(walk::id_of(&Dynamic::from_ast(&x1)), (0, 1)), (walk::id_of(&Dynamic::from_ast(&x2)), (0, 2))].into_iter().collect();
        let step = x2.eq(&(&x1 + Int::from_i64(1)));
        let term = Compiled::default().compile(&Dynamic::from_ast(&step), &names).expect("compiles");
        assert_eq!(term.eval(&[((0, 1), Val::Int(4)), ((0, 2), Val::Int(5))]), Some(Val::Bool(true)));
        assert_eq!(term.eval(&[((0, 1), Val::Int(5)), ((0, 2), Val::Int(5))]), Some(Val::Bool(false)));
        assert_eq!(term.eval(&[((0, 2), Val::Int(5))]), None);
    }
}
