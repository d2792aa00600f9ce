//! Sets of integers as sorted, disjoint intervals, and the set of values of one
//! symbol for which a guard holds, where the guard says it in linear terms.

use cfg_frontend::ast::{ArithOp, CmpOp};
use cfg_frontend::cfg::Expr;
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, Zero};

/// The integers from `lo` to `hi`, both included; `None` is unbounded on that side.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Interval {
    pub lo: Option<BigInt>,
    pub hi: Option<BigInt>,
}

impl Interval {
    pub fn all() -> Interval {
        Interval { lo: None, hi: None }
    }

    pub fn new(lo: impl Into<BigInt>, hi: impl Into<BigInt>) -> Interval {
        Interval { lo: Some(lo.into()), hi: Some(hi.into()) }
    }

    fn point(v: BigInt) -> Interval {
        Interval { lo: Some(v.clone()), hi: Some(v) }
    }

    pub fn is_empty(&self) -> bool {
        matches!((&self.lo, &self.hi), (Some(l), Some(h)) if l > h)
    }

    /// How many values it holds, when that is finite.
    pub fn size(&self) -> Option<BigInt> {
        match (&self.lo, &self.hi) {
            (Some(l), Some(h)) if l <= h => Some(h - l + 1),
            (Some(_), Some(_)) => Some(BigInt::zero()),
            _ => None,
        }
    }

    #[cfg(test)]
    pub fn contains(&self, v: &BigInt) -> bool {
        self.lo.as_ref().is_none_or(|l| l <= v) && self.hi.as_ref().is_none_or(|h| v <= h)
    }

    /// A member, as close to 0 as the interval allows (what a counterexample shows
    /// for a value nothing pinned).
    pub fn pick(&self) -> BigInt {
        let zero = BigInt::zero();
        match (&self.lo, &self.hi) {
            (Some(l), _) if *l > zero => l.clone(),
            (_, Some(h)) if *h < zero => h.clone(),
            _ => zero,
        }
    }

    /// Its members within `-w..=w`, or, when it has none there, the `2w + 1`
    /// nearest that window.
    pub fn window(&self, w: &BigInt) -> Interval {
        let near = self.meet(&Interval { lo: Some(-w), hi: Some(w.clone()) });
        if !near.is_empty() {
            return near;
        }
        match (&self.lo, &self.hi) {
            (Some(l), _) if l > w => Interval { lo: Some(l.clone()), hi: Some(l + 2 * w) },
            (_, Some(h)) => Interval { lo: Some(h - 2 * w), hi: Some(h.clone()) },
            _ => near,
        }
    }

    fn meet(&self, other: &Interval) -> Interval {
        let lo = match (&self.lo, &other.lo) {
            (Some(a), Some(b)) => Some(a.max(b).clone()),
            (a, b) => a.clone().or_else(|| b.clone()),
        };
        let hi = match (&self.hi, &other.hi) {
            (Some(a), Some(b)) => Some(a.min(b).clone()),
            (a, b) => a.clone().or_else(|| b.clone()),
        };
        Interval { lo, hi }
    }
}

/// A union of disjoint intervals, in increasing order, none empty.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Set(pub Vec<Interval>);

impl Set {
    fn of(i: Interval) -> Set {
        Set(if i.is_empty() { Vec::new() } else { vec![i] })
    }

    fn intersect(&self, other: &Set) -> Set {
        let mut out = Vec::new();
        for a in &self.0 {
            for b in &other.0 {
                let m = a.meet(b);
                if !m.is_empty() {
                    out.push(m);
                }
            }
        }
        Set::normal(out)
    }

    fn union(&self, other: &Set) -> Set {
        Set::normal(self.0.iter().chain(&other.0).cloned().collect())
    }

    /// The members of `within` not in `self`.
    fn complement(&self, within: &Interval) -> Set {
        let mut out = Vec::new();
        let mut from = within.lo.clone();
        let mut open = true;
        for i in &self.0 {
            if let Some(l) = &i.lo {
                out.push(Interval { lo: from.clone(), hi: Some(l - 1) });
            }
            match &i.hi {
                Some(h) => from = Some(h + 1),
                None => {
                    open = false;
                    break;
                }
            }
        }
        if open {
            out.push(Interval { lo: from, hi: within.hi.clone() });
        }
        Set::normal(out).intersect(&Set::of(within.clone()))
    }

    /// Sorted by lower bound, overlapping or adjacent intervals merged.
    fn normal(mut items: Vec<Interval>) -> Set {
        items.retain(|i| !i.is_empty());
        items.sort_by(|a, b| match (&a.lo, &b.lo) {
            (None, None) => std::cmp::Ordering::Equal,
            (None, _) => std::cmp::Ordering::Less,
            (_, None) => std::cmp::Ordering::Greater,
            (Some(x), Some(y)) => x.cmp(y),
        });
        let mut out: Vec<Interval> = Vec::new();
        for i in items {
            if let Some(last) = out.last_mut() {
                let touches = match (&last.hi, &i.lo) {
                    (None, _) | (_, None) => true,
                    (Some(h), Some(l)) => *l <= h + 1,
                };
                if touches {
                    last.hi = match (&last.hi, &i.hi) {
                        (Some(a), Some(b)) => Some(a.max(b).clone()),
                        _ => None,
                    };
                    continue;
                }
            }
            out.push(i);
        }
        Set(out)
    }
}

/// `k·x + c` for the symbol `x`.
struct Linear {
    k: BigInt,
    c: BigInt,
}

/// The values of the symbol within `range` for which `guard` holds, when the guard
/// is a Boolean combination of comparisons between linear terms in the symbol
/// (`is_sym` tells its variables) and known values (`known` evaluates a
/// subexpression without it); `None` when it says more than that.
pub fn satisfying(guard: &Expr, range: &Interval, is_sym: &dyn Fn(&Expr) -> bool, known: &dyn Fn(&Expr) -> Option<BigInt>) -> Option<Set> {
    let all = Set::of(range.clone());
    Some(match guard {
        Expr::Bool(true) => all,
        Expr::Bool(false) => Set(Vec::new()),
        Expr::Not(x) => satisfying(x, range, is_sym, known)?.complement(range),
        Expr::And(items) => {
            let mut acc = all;
            for x in items {
                acc = acc.intersect(&satisfying(x, range, is_sym, known)?);
            }
            acc
        }
        Expr::Or(items) => {
            let mut acc = Set(Vec::new());
            for x in items {
                acc = acc.union(&satisfying(x, range, is_sym, known)?);
            }
            acc
        }
        Expr::Cmp(op, a, b) => {
            let (a, b) = (linear(a, is_sym, known)?, linear(b, is_sym, known)?);
            // a.k·x + a.c op b.k·x + b.c  <=>  k·x op c
            let (k, c) = (a.k - b.k, b.c - a.c);
            solve(*op, k, c).intersect(&all)
        }
        _ => return None,
    })
}

fn linear(e: &Expr, is_sym: &dyn Fn(&Expr) -> bool, known: &dyn Fn(&Expr) -> Option<BigInt>) -> Option<Linear> {
    if is_sym(e) {
        return Some(Linear { k: BigInt::one(), c: BigInt::zero() });
    }
    if let Some(c) = known(e) {
        return Some(Linear { k: BigInt::zero(), c });
    }
    match e {
        Expr::Neg(x) => {
            let l = linear(x, is_sym, known)?;
            Some(Linear { k: -l.k, c: -l.c })
        }
        Expr::Arith(op @ (ArithOp::Add | ArithOp::Sub), a, b) => {
            let (a, b) = (linear(a, is_sym, known)?, linear(b, is_sym, known)?);
            Some(match op {
                ArithOp::Add => Linear { k: a.k + b.k, c: a.c + b.c },
                _ => Linear { k: a.k - b.k, c: a.c - b.c },
            })
        }
        Expr::Arith(ArithOp::Mul, a, b) => {
            let (a, b) = (linear(a, is_sym, known)?, linear(b, is_sym, known)?);
            match (a.k.is_zero(), b.k.is_zero()) {
                (true, _) => Some(Linear { k: &a.c * b.k, c: a.c * b.c }),
                (_, true) => Some(Linear { k: a.k * &b.c, c: a.c * b.c }),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The integers `x` with `k·x op c`.
fn solve(op: CmpOp, k: BigInt, c: BigInt) -> Set {
    if k.is_zero() {
        let holds = op.holds(&BigInt::zero(), &c);
        return if holds { Set::of(Interval::all()) } else { Set(Vec::new()) };
    }
    // Dividing by a negative k turns the comparison round.
    let (k, c, op) = if k.is_negative() { (-k, -c, op.flipped()) } else { (k, c, op) };
    let at_most = |c: &BigInt| Interval { lo: None, hi: Some(c.div_floor(&k)) };
    let at_least = |c: &BigInt| Interval { lo: Some(c.div_ceil(&k)), hi: None };
    match op {
        CmpOp::Le => Set::of(at_most(&c)),
        CmpOp::Lt => Set::of(at_most(&(c - 1))),
        CmpOp::Ge => Set::of(at_least(&c)),
        CmpOp::Gt => Set::of(at_least(&(c + 1))),
        CmpOp::Eq | CmpOp::Ne => {
            let equal = if c.is_multiple_of(&k) { Set::of(Interval::point(c / &k)) } else { Set(Vec::new()) };
            if op == CmpOp::Eq {
                equal
            } else {
                equal.complement(&Interval::all())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn x() -> Expr {
        Expr::Var(0)
    }

    /// Each set computed agrees, member by member, with evaluating the guard.
    #[test]
    fn the_sets_are_exactly_where_the_guards_hold() {
        let is_sym = |e: &Expr| matches!(e, Expr::Var(0));
        let known = |e: &Expr| match e {
            Expr::Int(v) => Some(v.clone()),
            _ => None,
        };
        let c = |v: i64| Expr::int(v);
        let guards = vec![
            Expr::Or(vec![Expr::cmp(CmpOp::Lt, x(), c(0)), Expr::cmp(CmpOp::Gt, x(), c(255))]),
            Expr::Not(Box::new(Expr::cmp(CmpOp::Eq, Expr::arith(ArithOp::Mul, c(3), x()), c(12)))),
            Expr::cmp(CmpOp::Le, Expr::arith(ArithOp::Sub, c(7), Expr::arith(ArithOp::Mul, x(), c(2))), c(-4)),
            Expr::And(vec![Expr::cmp(CmpOp::Ne, x(), c(5)), Expr::cmp(CmpOp::Ge, Expr::Neg(Box::new(x())), c(-9))]),
            Expr::cmp(CmpOp::Eq, Expr::arith(ArithOp::Mul, c(-2), x()), c(7)),
        ];
        let range = Interval::new(-300, 300);
        for g in &guards {
            let set = satisfying(g, &range, &is_sym, &known).expect("linear guard");
            for v in -300..=300 {
                let env = vec![Some(cfg_frontend::value::Value::int(v))];
                let holds = cfg_frontend::cfg::exec::eval(g, &env).as_bool();
                let member = set.0.iter().any(|i| i.contains(&BigInt::from(v)));
                assert_eq!(holds, member, "{g:?} at {v}: set {set:?}");
            }
        }
        let nonlinear = Expr::cmp(CmpOp::Eq, Expr::arith(ArithOp::Mod, x(), c(2)), c(0));
        assert!(satisfying(&nonlinear, &range, &is_sym, &known).is_none());
    }
}
