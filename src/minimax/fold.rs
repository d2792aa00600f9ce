//! Constant folding along a path: which variables hold a value that the path's own
//! definitions force (`x := 5`, then `y := x + 1`), and which positions force it.
//! A guard over such values is decided by evaluation, without the solver; when it
//! fails, the guard and the positions behind its values are an unsat core. In
//! device-driver code most guards test state variables set to constants, so most
//! branches are decided here. Beyond values: terms that define variables, and the
//! facts the path's guards established, read through them (see `Consts::step`).

use crate::clp::{Constraint, Rule};
use cfg_frontend::ast::CmpOp;
use cfg_frontend::cfg::exec::{self, try_eval, Lookup};
use cfg_frontend::cfg::{Expr, VarId};
use cfg_frontend::value::Value;
use std::rc::Rc;

/// What the path says of a variable's current version: a value its definitions
/// force, or a term over other variables that defines it (`r := 1 if a < b else 0`),
/// and the path positions that say so.
#[derive(Clone, Debug)]
struct Known {
    is: Is,
    deps: Rc<Vec<usize>>,
}

#[derive(Clone, Debug)]
enum Is {
    Value(Value),
    Term(Expr),
}

/// A comparison (or Boolean variable) the path's guards decide: `atom` is `holds`
/// on every run of the path, by the guards and definitions at `deps`.
#[derive(Clone, Debug)]
struct Fact {
    atom: Expr,
    holds: bool,
    deps: Rc<Vec<usize>>,
}

/// Nodes a defining term may have: longer ones (a loop's running sum) are not kept.
const TERM_SIZE: usize = 32;
/// Facts kept at most, the latest.
const FACTS: usize = 64;

/// Per variable, what the path says of its current version, and the facts its
/// guards established. Each node's successors copy it: shared entries make that
/// copy one pointer per variable.
#[derive(Clone, Debug)]
pub struct Consts {
    vars: Vec<Option<Rc<Known>>>,
    facts: Rc<Vec<Fact>>,
}

/// What folding says about the guards of one rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Every guard evaluates to true.
    Holds(Vec<usize>),
    /// A guard evaluates to false: it and the positions its values rest on.
    Fails(Vec<usize>),
    /// Some guard reads a variable without a forced value.
    Open,
}

impl Verdict {
    /// The positions the verdict rests on (empty when open).
    pub fn deps(&self) -> &[usize] {
        match self {
            Verdict::Holds(d) | Verdict::Fails(d) => d,
            Verdict::Open => &[],
        }
    }
}

impl Consts {
    pub fn new(n_vars: usize) -> Consts {
        Consts { vars: vec![None; n_vars], facts: Rc::new(Vec::new()) }
    }

    /// The forced int and Boolean values whose positions all satisfy `usable`, with
    /// those positions.
    pub fn forced(&self, usable: impl Fn(usize) -> bool) -> Vec<(VarId, Value, Rc<Vec<usize>>)> {
        self.vars
            .iter()
            .enumerate()
            .filter_map(|(x, k)| match k.as_deref() {
                Some(Known { is: Is::Value(v @ (Value::Int(_) | Value::Bool(_))), deps }) if deps.iter().all(|&p| usable(p)) => Some((x as VarId, v.clone(), deps.clone())),
                _ => None,
            })
            .collect()
    }

    fn deps_of(&self, e: &Expr, out: &mut Vec<usize>) {
        e.for_each_var(&mut |v| {
            if let Some(Known { is: Is::Value(_), deps }) = self.vars[v as usize].as_deref() {
                out.extend(deps.iter().copied());
            }
        });
    }

    /// Takes `rule`, whose constraints sit at positions `first..` of the path: what
    /// is known after it, and what folding says about its guards (evaluated, like
    /// the definitions, on the state before it). A guard no value decides may still
    /// be decided by the facts of earlier guards, read through the definitions
    /// (`resolve`): `r := 1 if a < b else 0`, then `r != 0`, make `a < b` a fact, and
    /// a later `s := 1 if a < b else 0` with `s == 0` fails on it. In the child the
    /// rule's open guards are facts.
    pub fn step(&self, rule: &Rule, first: usize) -> (Consts, Verdict) {
        let mut next = self.clone();
        for &w in &rule.writes {
            next.vars[w as usize] = None; // havocked unless defined below
        }
        next.forget(&rule.writes);
        let mut verdict = Verdict::Holds(Vec::new());
        let mut open: Vec<(Expr, Vec<usize>)> = Vec::new();
        for (i, c) in rule.constraints.iter().enumerate() {
            let pos = first + i;
            match c {
                Constraint::Guard(g) => {
                    if matches!(verdict, Verdict::Fails(_)) {
                        continue;
                    }
                    let mut deps = vec![pos];
                    let decided = match evaluate(g, self) {
                        Some(Value::Bool(b)) => {
                            self.deps_of(g, &mut deps);
                            Some(b)
                        }
                        _ => {
                            let r = self.resolve(g, &mut deps);
                            match self.decide(&r) {
                                Some((b, facts)) => {
                                    deps.extend(facts);
                                    Some(b)
                                }
                                None => {
                                    open.push((r, deps.clone()));
                                    None
                                }
                            }
                        }
                    };
                    match decided {
                        Some(true) => {
                            if let Verdict::Holds(all) = &mut verdict {
                                all.extend(deps);
                            }
                        }
                        Some(false) => verdict = Verdict::Fails(deps),
                        None => verdict = Verdict::Open,
                    }
                }
                Constraint::Def(v, e) => {
                    let mut deps = vec![pos];
                    let is = match evaluate(e, self) {
                        Some(value) => {
                            self.deps_of(e, &mut deps);
                            Is::Value(value)
                        }
                        None => {
                            let r = self.resolve(e, &mut deps);
                            // A term over a variable the rule writes would read its new version.
                            if larger_than(&r, TERM_SIZE) || mentions(&r, &rule.writes) {
                                continue;
                            }
                            Is::Term(r)
                        }
                    };
                    next.vars[*v as usize] = Some(Rc::new(Known { is, deps: Rc::new(sorted(deps)) }));
                }
            }
        }
        if !matches!(verdict, Verdict::Fails(_)) {
            for (r, deps) in open {
                next.learn(&r, deps, &rule.writes);
            }
        }
        let verdict = match verdict {
            Verdict::Holds(d) => Verdict::Holds(sorted(d)),
            Verdict::Fails(d) => Verdict::Fails(sorted(d)),
            Verdict::Open => Verdict::Open,
        };
        (next, verdict)
    }

    /// Drops the terms and facts that read a variable in `writes` (its old version).
    fn forget(&mut self, writes: &[VarId]) {
        if writes.is_empty() {
            return;
        }
        for k in self.vars.iter_mut() {
            if matches!(k.as_deref(), Some(Known { is: Is::Term(t), .. }) if mentions(t, writes)) {
                *k = None;
            }
        }
        if self.facts.iter().any(|f| mentions(&f.atom, writes)) {
            Rc::make_mut(&mut self.facts).retain(|f| !mentions(&f.atom, writes));
        }
    }

    /// Keeps what the guard `g` (resolved) says when it holds: a fact per conjunct
    /// that is a literal, resting on `deps`.
    fn learn(&mut self, g: &Expr, deps: Vec<usize>, writes: &[VarId]) {
        let parts: Vec<&Expr> = match g {
            Expr::And(xs) => xs.iter().collect(),
            g => vec![g],
        };
        let deps = Rc::new(sorted(deps));
        for part in parts {
            let Some((atom, holds)) = literal(part) else { continue };
            if mentions(&atom, writes) || self.facts.iter().any(|f| f.atom == atom) {
                continue;
            }
            let facts = Rc::make_mut(&mut self.facts);
            if facts.len() == FACTS {
                facts.remove(0);
            }
            facts.push(Fact { atom, holds, deps: deps.clone() });
        }
    }

    /// `e` with each variable the path defines replaced by its value or term, and
    /// simplified; `deps` gains the positions of every replacement.
    fn resolve(&self, e: &Expr, deps: &mut Vec<usize>) -> Expr {
        let mut go = |x: &Expr| self.resolve(x, deps);
        let r = match e {
            Expr::Var(v) => match self.vars[*v as usize].as_deref() {
                Some(Known { is: Is::Value(value @ (Value::Int(_) | Value::Bool(_))), deps: d }) => {
                    deps.extend(d.iter().copied());
                    return Expr::from_value(value);
                }
                Some(Known { is: Is::Term(t), deps: d }) => {
                    deps.extend(d.iter().copied());
                    return t.clone();
                }
                _ => return e.clone(),
            },
            Expr::Neg(a) => Expr::Neg(Box::new(go(a))),
            Expr::Not(a) => Expr::Not(Box::new(go(a))),
            Expr::Arith(op, a, b) => Expr::Arith(*op, Box::new(go(a)), Box::new(go(b))),
            Expr::Cmp(op, a, b) => Expr::Cmp(*op, Box::new(go(a)), Box::new(go(b))),
            Expr::And(xs) => Expr::And(xs.iter().map(go).collect()),
            Expr::Or(xs) => Expr::Or(xs.iter().map(go).collect()),
            Expr::Ite(c, a, b) => Expr::Ite(Box::new(go(c)), Box::new(go(a)), Box::new(go(b))),
            // Sequences and quantifiers are left to the solver: they read the
            // current state as they are.
            _ => return e.clone(),
        };
        simplify(r)
    }

    /// Whether the facts decide `e` (resolved), and on which positions.
    fn decide(&self, e: &Expr) -> Option<(bool, Vec<usize>)> {
        match e {
            Expr::Bool(b) => Some((*b, Vec::new())),
            Expr::Not(x) => self.decide(x).map(|(b, d)| (!b, d)),
            Expr::And(xs) | Expr::Or(xs) => {
                // The value that settles it (false for `and`), once one part has it.
                let settles = matches!(e, Expr::Or(_));
                let mut deps = Vec::new();
                let mut open = false;
                for x in xs {
                    match self.decide(x) {
                        Some((b, d)) if b == settles => return Some((settles, d)),
                        Some((_, d)) => deps.extend(d),
                        None => open = true,
                    }
                }
                (!open).then_some((!settles, deps))
            }
            _ => {
                let (atom, holds) = literal(e)?;
                let fact = self.facts.iter().find(|f| f.atom == atom)?;
                Some((fact.holds == holds, fact.deps.to_vec()))
            }
        }
    }
}

/// A literal as its atom and polarity: orderings as `<` (they compare ints, where
/// `a <= b` is `not (b < a)`), `!=` as a negated `==` with its sides in a fixed
/// order, a Boolean variable as itself.
fn literal(e: &Expr) -> Option<(Expr, bool)> {
    let lt = |a: &Expr, b: &Expr| Expr::cmp(CmpOp::Lt, a.clone(), b.clone());
    Some(match e {
        Expr::Not(x) => {
            let (atom, holds) = literal(x)?;
            (atom, !holds)
        }
        Expr::Var(_) => (e.clone(), true),
        Expr::Cmp(op, a, b) => match op {
            CmpOp::Lt => (lt(a, b), true),
            CmpOp::Gt => (lt(b, a), true),
            CmpOp::Le => (lt(b, a), false),
            CmpOp::Ge => (lt(a, b), false),
            CmpOp::Eq | CmpOp::Ne => {
                let (a, b) = if key(a) <= key(b) { (a, b) } else { (b, a) };
                (Expr::cmp(CmpOp::Eq, (**a).clone(), (**b).clone()), *op == CmpOp::Eq)
            }
        },
        _ => return None,
    })
}

/// An order of expressions that does not depend on how a comparison was written.
fn key(e: &Expr) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = rustc_hash::FxHasher::default();
    e.hash(&mut h);
    h.finish()
}

/// One step of simplification at the root (the children are simplified, so a
/// closed child is a literal): closed terms evaluated, Boolean constants
/// propagated, and a comparison of a two-way `if` with a constant read as the
/// `if`'s condition (`(1 if c else 0) != 0` is `c`).
fn simplify(e: Expr) -> Expr {
    let closed = match &e {
        Expr::Neg(a) | Expr::Not(a) => is_literal(a),
        Expr::Arith(_, a, b) | Expr::Cmp(_, a, b) => is_literal(a) && is_literal(b),
        Expr::And(xs) | Expr::Or(xs) => xs.iter().all(is_literal),
        Expr::Ite(c, a, b) => is_literal(c) && is_literal(a) && is_literal(b),
        _ => false,
    };
    if closed {
        if let Some(v @ (Value::Int(_) | Value::Bool(_))) = try_eval(&e, &exec::Env::new()) {
            return Expr::from_value(&v);
        }
    }
    match e {
        Expr::Not(x) => match *x {
            Expr::Bool(b) => Expr::Bool(!b),
            Expr::Not(y) => *y,
            x => Expr::Not(Box::new(x)),
        },
        Expr::Ite(c, a, b) => match *c {
            Expr::Bool(t) => *(if t { a } else { b }),
            c => Expr::Ite(Box::new(c), a, b),
        },
        Expr::Cmp(op, a, b) => match (*a, *b) {
            (Expr::Ite(c, x, y), k) if is_literal(&x) && is_literal(&y) && is_literal(&k) => by_branch(*c, Expr::cmp(op, *x, k.clone()), Expr::cmp(op, *y, k)),
            (k, Expr::Ite(c, x, y)) if is_literal(&x) && is_literal(&y) && is_literal(&k) => by_branch(*c, Expr::cmp(op, k.clone(), *x), Expr::cmp(op, k, *y)),
            (a, b) => Expr::cmp(op, a, b),
        },
        Expr::And(xs) => connective(xs, false),
        Expr::Or(xs) => connective(xs, true),
        e => e,
    }
}

fn is_literal(e: &Expr) -> bool {
    matches!(e, Expr::Int(_) | Expr::Bool(_))
}

/// An `and` (`settles` false) or an `or` (`settles` true) with its constant parts
/// taken out.
fn connective(xs: Vec<Expr>, settles: bool) -> Expr {
    if xs.contains(&Expr::Bool(settles)) {
        return Expr::Bool(settles);
    }
    let mut xs: Vec<Expr> = xs.into_iter().filter(|x| *x != Expr::Bool(!settles)).collect();
    match xs.len() {
        0 => Expr::Bool(!settles),
        1 => xs.pop().expect("one part"),
        _ if settles => Expr::Or(xs),
        _ => Expr::And(xs),
    }
}

/// `if c then t else f` for closed Boolean `t` and `f`.
fn by_branch(c: Expr, t: Expr, f: Expr) -> Expr {
    match (simplify(t), simplify(f)) {
        (Expr::Bool(t), Expr::Bool(f)) if t == f => Expr::Bool(t),
        (Expr::Bool(true), Expr::Bool(false)) => c,
        (Expr::Bool(false), Expr::Bool(true)) => simplify(Expr::Not(Box::new(c))),
        (t, f) => Expr::Ite(Box::new(c), Box::new(t), Box::new(f)),
    }
}

/// Positions in order, each once.
fn sorted(mut positions: Vec<usize>) -> Vec<usize> {
    positions.sort_unstable();
    positions.dedup();
    positions
}

fn mentions(e: &Expr, vars: &[VarId]) -> bool {
    !vars.is_empty() && e.any(&mut |x| matches!(x, Expr::Var(v) if vars.contains(v)))
}

/// Whether `e` has more than `n` nodes (counting stops there).
fn larger_than(e: &Expr, n: usize) -> bool {
    let mut count = 0;
    e.any(&mut |_| {
        count += 1;
        count > n
    })
}

impl Lookup for Consts {
    fn value(&self, v: VarId) -> Option<&Value> {
        match &self.vars.get(v as usize)?.as_ref()?.is {
            Is::Value(value) => Some(value),
            Is::Term(_) => None,
        }
    }
}

/// `e`'s value where every variable it reads has one. Quantifiers are left to the
/// solver: evaluating one walks its whole range.
fn evaluate(e: &Expr, env: &Consts) -> Option<Value> {
    if e.any(&mut |x| matches!(x, Expr::Quant { .. })) {
        return None;
    }
    try_eval(e, env)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rule(constraints: Vec<Constraint>, writes: Vec<VarId>) -> Rule {
        Rule { from: 0, to: 0, constraints, writes, span: Default::default(), edge: 0, havoc: None, loop_entry: None }
    }

    fn cmp(op: CmpOp, a: Expr, b: Expr) -> Expr {
        Expr::cmp(op, a, b)
    }

    #[test]
    fn a_guard_read_through_definitions_decides_a_later_test_of_the_same_condition() {
        // a, b: inputs; r := 1 if a < b else 0; r != 0; s := 1 if a < b else 0.
        let (a, b, r, s) = (Expr::Var(0), Expr::Var(1), Expr::Var(2), Expr::Var(3));
        let flag = Expr::Ite(Box::new(cmp(CmpOp::Lt, a.clone(), b.clone())), Box::new(Expr::int(1)), Box::new(Expr::int(0)));
        let start = Consts::new(4);
        let (c, v) = start.step(&rule(vec![Constraint::Def(2, flag.clone())], vec![2]), 0);
        assert_eq!(v, Verdict::Holds(Vec::new()));
        let (c, v) = c.step(&rule(vec![Constraint::Guard(cmp(CmpOp::Ne, r.clone(), Expr::int(0)))], vec![]), 1);
        assert_eq!(v, Verdict::Open, "a < b is not known before its test");
        let (c2, _) = c.step(&rule(vec![Constraint::Def(3, flag)], vec![3]), 2);
        // `s == 0` fails, on both definitions and the test; `s != 0` holds.
        let (_, v) = c2.step(&rule(vec![Constraint::Guard(cmp(CmpOp::Eq, s.clone(), Expr::int(0)))], vec![]), 3);
        assert_eq!(v, Verdict::Fails(vec![0, 1, 2, 3]));
        let (_, v) = c2.step(&rule(vec![Constraint::Guard(cmp(CmpOp::Ne, Expr::int(0), s))], vec![]), 3);
        assert_eq!(v, Verdict::Holds(vec![0, 1, 2, 3]));
        // The condition written the other way round: `b <= a` is `not (a < b)`.
        let (_, v) = c.step(&rule(vec![Constraint::Guard(cmp(CmpOp::Le, b.clone(), a.clone()))], vec![]), 2);
        assert_eq!(v, Verdict::Fails(vec![0, 1, 2]));
        // Once `a` is given a new value, neither the fact nor r's term says anything.
        let (c3, _) = c.step(&rule(vec![], vec![0]), 2);
        let (_, v) = c3.step(&rule(vec![Constraint::Guard(cmp(CmpOp::Le, b, a))], vec![]), 3);
        assert_eq!(v, Verdict::Open);
        let (_, v) = c3.step(&rule(vec![Constraint::Guard(cmp(CmpOp::Eq, r, Expr::int(0)))], vec![]), 3);
        assert_eq!(v, Verdict::Open);
    }

    #[test]
    fn a_guard_the_facts_leave_open_is_not_decided() {
        // x < 5 known; x < 7 follows, but only Z3 says so: no bounds are reasoned about.
        let x = Expr::Var(0);
        let (c, _) = Consts::new(1).step(&rule(vec![Constraint::Guard(cmp(CmpOp::Lt, x.clone(), Expr::int(5)))], vec![]), 0);
        let (_, v) = c.step(&rule(vec![Constraint::Guard(cmp(CmpOp::Lt, x.clone(), Expr::int(7)))], vec![]), 1);
        assert_eq!(v, Verdict::Open);
        // A conjunction of known literals is decided as a whole.
        let (c, _) = c.step(&rule(vec![Constraint::Guard(cmp(CmpOp::Ne, x.clone(), Expr::int(2)))], vec![]), 1);
        let both = Expr::And(vec![cmp(CmpOp::Ge, x.clone(), Expr::int(5)), cmp(CmpOp::Eq, x, Expr::int(2))]);
        let (_, v) = c.step(&rule(vec![Constraint::Guard(both)], vec![]), 2);
        assert_eq!(v, Verdict::Fails(vec![0, 2]));
    }
}
