//! A label's conjuncts read as clauses over integer bounds, to drop what adds
//! nothing. Carrying labels back across `if (c) t = 1; else t = 0;` splits every
//! conjunct that reads `t` into `c ∨ k[t:=0]` and `¬c ∨ k[t:=1]`; along a chain of
//! such joins (TRACER's tcas programs) most of the copies end up holding two
//! literals that cover every integer between them, `a <= b ∨ ¬(b >= a)` (two thirds
//! of a 34-conjunct tcas label), which Z3's simplifier does not see because the two
//! atoms are written differently.
//!
//! Each literal that compares integer terms is read as a set of values of a linear
//! form (`Σ cᵢ·tᵢ` with coprime coefficients, the first positive, the `tᵢ` any
//! non-linear integer terms): `≤ k`, `≥ k`, `= k` or `≠ k`. Then, each step keeping
//! the conjunction equivalent (so the search sees the same label):
//! - a clause whose literals over one form cover every integer is dropped (true);
//! - a literal whose set lies inside another literal's set in its clause goes (the
//!   clause keeps its meaning);
//! - a literal that contradicts a unit clause goes (`u ∧ (l ∨ r) ≡ u ∧ r` when
//!   `u → ¬l`);
//! - a clause goes when another clause's literals each lie inside one of its own
//!   (subsumption).
//! The literals kept are the original terms, so a label reads as before.
//!
//! Readings are kept by conjunct and by literal (a parent's label is mostly its
//! children's conjuncts, or those behind one more guard), forms are numbered, and a
//! clause is only checked for subsumption by the clauses whose first literal is over
//! one of its forms: on the tcas programs reading and subsumption were a third of
//! minimax's time before.

use super::disjuncts;
use super::qe::literal_value;
use super::walk::{app_kind, id_of as id, is_app_of};
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, Zero};
use std::collections::HashMap;
use std::rc::Rc;
use z3::ast::{Ast, Bool, Dynamic};
use z3::DeclKind;

/// Which integers a literal allows its linear form to take. Bounds beyond `i128`
/// are not read (such a literal is an opaque atom).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Values {
    AtMost(i128),
    AtLeast(i128),
    Is(i128),
    IsNot(i128),
}

impl Values {
    fn contains(&self, n: i128) -> bool {
        match *self {
            Values::AtMost(k) => n <= k,
            Values::AtLeast(k) => n >= k,
            Values::Is(k) => n == k,
            Values::IsNot(k) => n != k,
        }
    }

    /// Whether every value of `self` is one of `other`.
    fn within(&self, other: &Values) -> bool {
        use Values::*;
        match (*self, *other) {
            (Is(a), o) => o.contains(a),
            (AtMost(a), AtMost(b)) | (AtLeast(b), AtLeast(a)) => a <= b,
            (AtMost(a), IsNot(m)) => m > a,
            (AtLeast(a), IsNot(m)) => m < a,
            (IsNot(a), IsNot(b)) => a == b,
            _ => false,
        }
    }

    /// Whether no value is in both.
    fn disjoint(&self, other: &Values) -> bool {
        use Values::*;
        match (*self, *other) {
            (Is(a), o) | (o, Is(a)) => !o.contains(a),
            (AtMost(a), AtLeast(b)) | (AtLeast(b), AtMost(a)) => a < b,
            _ => false,
        }
    }
}

/// A literal: a set of values of a linear form (numbered by `Clauses`), or any
/// other Boolean atom (its term id) with its sign.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Lit {
    Bound(u32, Values),
    Atom(u32, bool),
}

impl Lit {
    fn within(&self, other: &Lit) -> bool {
        match (self, other) {
            (Lit::Bound(f, a), Lit::Bound(g, b)) => f == g && a.within(b),
            (a, b) => a == b,
        }
    }

    fn disjoint(&self, other: &Lit) -> bool {
        match (self, other) {
            (Lit::Bound(f, a), Lit::Bound(g, b)) => f == g && a.disjoint(b),
            (Lit::Atom(a, s), Lit::Atom(b, t)) => a == b && s != t,
            _ => false,
        }
    }

    /// What a literal inside this one must share with it: its form, or its atom and
    /// sign.
    fn key(&self) -> u64 {
        match *self {
            Lit::Bound(f, _) => 1 << 40 | u64::from(f),
            Lit::Atom(x, s) => 2 << 40 | u64::from(x) << 1 | u64::from(s),
        }
    }
}

/// A conjunct read as a clause: its literals that are not redundant (the original
/// terms beside their readings).
#[derive(Clone)]
struct Clause {
    lits: Vec<(Bool, Lit)>,
    /// How many literals the conjunct had as written.
    written: usize,
    /// Which hash buckets the clause's literals' keys fall in: a clause can only
    /// subsume one whose mask contains its own.
    mask: u64,
}

/// `scale · d` added to `acc` (term id -> coefficient) and `constant`.
fn linear(d: &Dynamic, scale: &BigInt, acc: &mut HashMap<u32, BigInt>, constant: &mut BigInt) {
    if let Some(n) = literal_value(d) {
        *constant += scale * n;
        return;
    }
    if let Some(kind) = app_kind(d) {
        match kind {
            DeclKind::Add => {
                for c in d.children() {
                    linear(&c, scale, acc, constant);
                }
                return;
            }
            DeclKind::Sub => {
                let ch = d.children();
                linear(&ch[0], scale, acc, constant);
                for c in &ch[1..] {
                    linear(c, &-scale, acc, constant);
                }
                return;
            }
            DeclKind::Uminus => {
                linear(&d.children()[0], &-scale, acc, constant);
                return;
            }
            DeclKind::Mul => {
                let ch = d.children();
                let nums: Vec<Option<BigInt>> = ch.iter().map(literal_value).collect();
                if nums.iter().filter(|n| n.is_none()).count() <= 1 {
                    let k: BigInt = nums.iter().flatten().product();
                    match ch.iter().zip(&nums).find(|(_, n)| n.is_none()) {
                        Some((t, _)) => linear(t, &(scale * k), acc, constant),
                        None => *constant += scale * k,
                    }
                    return;
                }
            }
            _ => {}
        }
    }
    *acc.entry(id(d)).or_insert_with(BigInt::zero) += scale;
}

/// A literal as written, read: a comparison of integer terms as a form (term ids
/// and coprime coefficients, the first positive) and a set of its values; any other
/// literal as an atom.
enum Reading {
    Bound(Vec<(u32, BigInt)>, Values),
    Atom(u32, bool),
    /// A literal whose truth is known: `true`, `false`, a comparison of numbers.
    Constant(bool),
}

fn read(l: &Bool) -> Reading {
    let mut d = Dynamic::from_ast(l);
    let mut positive = true;
    while is_app_of(&d, DeclKind::Not) {
        positive = !positive;
        d = d.children()[0].clone();
    }
    let kind = app_kind(&d);
    match kind {
        Some(DeclKind::True) => return Reading::Constant(positive),
        Some(DeclKind::False) => return Reading::Constant(!positive),
        _ => {}
    }
    let cmp = matches!(kind, Some(DeclKind::Le | DeclKind::Ge | DeclKind::Lt | DeclKind::Gt | DeclKind::Eq));
    let ch = if cmp { d.children() } else { Vec::new() };
    let ints = ch.len() == 2 && ch.iter().all(|c| c.sort_kind() == z3::SortKind::Int);
    let atom = Reading::Atom(id(&d), positive);
    if !ints {
        return atom;
    }
    // lhs - rhs as Σ cᵢ·tᵢ + c₀, compared with 0.
    let (mut acc, mut c0) = (HashMap::new(), BigInt::zero());
    linear(&ch[0], &BigInt::one(), &mut acc, &mut c0);
    linear(&ch[1], &-BigInt::one(), &mut acc, &mut c0);
    let mut terms: Vec<(u32, BigInt)> = acc.into_iter().filter(|(_, c)| !c.is_zero()).collect();
    if terms.is_empty() {
        // 0 against k = -c₀.
        let k = -c0;
        let holds = match kind.expect("a comparison") {
            DeclKind::Le => k >= BigInt::zero(),
            DeclKind::Ge => k <= BigInt::zero(),
            DeclKind::Lt => k > BigInt::zero(),
            DeclKind::Gt => k < BigInt::zero(),
            _ => k.is_zero(),
        };
        return Reading::Constant(holds == positive);
    }
    terms.sort_unstable_by_key(|(t, _)| *t);
    // Σ cᵢ·tᵢ against k = -c₀, divided by the coefficients' gcd, rounding the bound
    // inwards (integers only).
    let k = -c0;
    let one = BigInt::one();
    let g = terms.iter().fold(BigInt::zero(), |g, (_, c)| g.gcd(c));
    let at_most = |k: BigInt| k.div_floor(&g);
    let at_least = |k: BigInt| -((-k).div_floor(&g));
    let (lower, k) = match (kind.expect("a comparison"), positive) {
        (DeclKind::Le, true) | (DeclKind::Gt, false) => (Some(false), at_most(k)),
        (DeclKind::Ge, true) | (DeclKind::Lt, false) => (Some(true), at_least(k)),
        (DeclKind::Lt, true) | (DeclKind::Ge, false) => (Some(false), at_most(k - &one)),
        (DeclKind::Gt, true) | (DeclKind::Le, false) => (Some(true), at_least(k + &one)),
        // Σ cᵢ·tᵢ = k has no integer solution.
        (DeclKind::Eq, _) if !k.is_multiple_of(&g) => return Reading::Constant(!positive),
        (DeclKind::Eq, _) => (None, k / &g),
        _ => unreachable!("a comparison"),
    };
    for (_, c) in terms.iter_mut() {
        *c = &*c / &g;
    }
    // The first coefficient positive: negate the form and the set.
    let flip = terms[0].1.is_negative();
    if flip {
        for (_, c) in terms.iter_mut() {
            *c = -&*c;
        }
    }
    let k = if flip { -k } else { k };
    let Ok(k) = i128::try_from(&k) else { return atom };
    let values = match (lower, flip) {
        (Some(true), false) | (Some(false), true) => Values::AtLeast(k),
        (Some(false), false) | (Some(true), true) => Values::AtMost(k),
        (None, _) if positive => Values::Is(k),
        (None, _) => Values::IsNot(k),
    };
    Reading::Bound(terms, values)
}

/// Whether the literals over one form, together, allow every integer.
fn covers_all(sets: &[Values]) -> bool {
    let mut below: Option<i128> = None; // every n <= below is allowed
    let mut above: Option<i128> = None; // every n >= above is allowed
    let mut points: Vec<i128> = Vec::new();
    let mut holes: Vec<i128> = Vec::new();
    for s in sets {
        match *s {
            Values::AtMost(k) => below = Some(below.map_or(k, |b| b.max(k))),
            Values::AtLeast(k) => above = Some(above.map_or(k, |a| a.min(k))),
            Values::Is(k) => points.push(k),
            Values::IsNot(k) => holes.push(k),
        }
    }
    let allowed = |n: i128| below.is_some_and(|b| n <= b) || above.is_some_and(|a| n >= a) || points.contains(&n);
    if let Some(&h) = holes.first() {
        // Everything but h, unless a second hole differs or h itself is allowed.
        return holes.iter().any(|&x| x != h) || allowed(h);
    }
    let (Some(b), Some(a)) = (below, above) else {
        return false;
    };
    // The gap b+1 ..= a-1 must be made of points (a gap wider than the points
    // cannot be).
    match a.checked_sub(b).map(|d| d - 1) {
        Some(gap) if gap <= 0 => true,
        Some(gap) if gap <= points.len() as i128 => (b + 1..a).all(|n| points.contains(&n)),
        _ => false,
    }
}

fn mask(lits: &[(Bool, Lit)]) -> u64 {
    lits.iter().fold(0, |m, (_, l)| m | 1 << (l.key().wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 58))
}

/// Whether every literal of `a` lies inside some literal of `b`.
fn subsumes(a: &Clause, b: &Clause) -> bool {
    a.mask & !b.mask == 0 && a.lits.iter().all(|(_, x)| b.lits.iter().any(|(_, y)| x.within(y)))
}

/// Reads and reduces conjuncts, remembering each conjunct's and each literal's
/// reading (labels share most of their conjuncts with their children's).
#[derive(Default)]
pub(super) struct Clauses {
    /// Conjuncts read, reduced; `None` for a true one.
    seen: HashMap<Bool, Option<Rc<Clause>>>,
    /// Literals read; `Err` with its truth for a constant one.
    lits: HashMap<Bool, Result<Lit, bool>>,
    /// The linear forms met, numbered.
    forms: HashMap<Vec<(u32, BigInt)>, u32>,
}

/// How many readings `Clauses` keeps before it starts afresh (all tables at once: a
/// form names terms by id, which only the kept terms keep theirs).
const CLAUSES_SEEN: usize = 100_000;

impl Clauses {
    fn literal(&mut self, l: &Bool) -> Result<Lit, bool> {
        if let Some(&lit) = self.lits.get(l) {
            return lit;
        }
        let lit = match read(l) {
            Reading::Constant(truth) => Err(truth),
            Reading::Atom(x, s) => Ok(Lit::Atom(x, s)),
            Reading::Bound(form, values) => {
                let n = self.forms.len() as u32;
                Ok(Lit::Bound(*self.forms.entry(form).or_insert(n), values))
            }
        };
        self.lits.insert(l.clone(), lit);
        lit
    }

    /// The clause `c` read, its redundant literals dropped; `None` when it is true.
    fn reduce(&mut self, c: &Bool) -> Option<Clause> {
        let written = disjuncts(c);
        let n_written = written.len();
        let mut lits: Vec<(Bool, Lit)> = Vec::with_capacity(n_written);
        for l in written {
            match self.literal(&l) {
                Ok(lit) => lits.push((l, lit)),
                Err(true) => return None,
                // A false literal adds nothing to its clause.
                Err(false) => {}
            }
        }
        // Opposite atoms, or the sets over one form covering every integer.
        for (i, (_, a)) in lits.iter().enumerate() {
            match *a {
                Lit::Atom(x, s) => {
                    if lits[i + 1..].iter().any(|(_, b)| *b == Lit::Atom(x, !s)) {
                        return None;
                    }
                }
                Lit::Bound(f, _) => {
                    let sets: Vec<Values> = lits.iter().filter_map(|(_, b)| match *b {
                        Lit::Bound(g, v) if g == f => Some(v),
                        _ => None,
                    }).collect();
                    if sets.len() > 1 && covers_all(&sets) {
                        return None;
                    }
                }
            }
        }
        // A literal inside another one (the first of equal ones stays).
        let mut keep = vec![true; lits.len()];
        for i in 0..lits.len() {
            for j in 0..lits.len() {
                if i != j && keep[j] && lits[i].1.within(&lits[j].1) && !(j > i && lits[j].1.within(&lits[i].1)) {
                    keep[i] = false;
                    break;
                }
            }
        }
        let lits: Vec<(Bool, Lit)> = lits.into_iter().zip(keep).filter(|(_, k)| *k).map(|(l, _)| l).collect();
        Some(Clause { mask: mask(&lits), lits, written: n_written })
    }

    /// `parts` (flattened conjuncts without repeats) without the tautologies, the
    /// redundant literals and the subsumed clauses: an equivalent conjunction.
    pub(super) fn simplify(&mut self, parts: Vec<Bool>) -> Vec<Bool> {
        if self.seen.len().max(self.lits.len()) > CLAUSES_SEEN {
            *self = Clauses::default();
        }
        let mut clauses: Vec<(Bool, Rc<Clause>)> = Vec::with_capacity(parts.len());
        for p in parts {
            let reading = match self.seen.get(&p) {
                Some(r) => r.clone(),
                None => {
                    let r = self.reduce(&p).map(Rc::new);
                    self.seen.insert(p.clone(), r.clone());
                    r
                }
            };
            if let Some(c) = reading {
                clauses.push((p, c));
            }
        }
        // Unit clauses cut the literals they contradict from the others.
        let units: Vec<Lit> = clauses.iter().filter(|(_, c)| c.lits.len() == 1).map(|(_, c)| c.lits[0].1).collect();
        if !units.is_empty() {
            for (_, c) in clauses.iter_mut().filter(|(_, c)| c.lits.len() > 1) {
                if c.lits.iter().any(|(_, l)| units.iter().any(|u| u.disjoint(l))) {
                    let c = Rc::make_mut(c);
                    c.lits.retain(|(_, l)| !units.iter().any(|u| u.disjoint(l)));
                    c.mask = mask(&c.lits);
                }
            }
        }
        // Shortest first, so that a clause is only checked against shorter ones, and
        // only against those whose first literal shares a form or atom with it.
        let mut order: Vec<usize> = (0..clauses.len()).collect();
        order.sort_by_key(|&i| clauses[i].1.lits.len());
        let mut by_first: HashMap<u64, Vec<usize>> = HashMap::new();
        let mut gone = vec![false; clauses.len()];
        let mut empty = false;
        for &i in &order {
            let c = &clauses[i].1;
            let mut keys: Vec<u64> = c.lits.iter().map(|(_, l)| l.key()).collect();
            keys.sort_unstable();
            keys.dedup();
            if empty || keys.iter().any(|k| by_first.get(k).is_some_and(|ds| ds.iter().any(|&j| subsumes(&clauses[j].1, c)))) {
                gone[i] = true;
                continue;
            }
            match c.lits.first() {
                Some((_, l)) => by_first.entry(l.key()).or_default().push(i),
                // `false` subsumes every clause.
                None => empty = true,
            }
        }
        clauses
            .into_iter()
            .zip(gone)
            .filter(|(_, g)| !g)
            .map(|((orig, c), _)| {
                if c.lits.len() == c.written {
                    orig
                } else {
                    match c.lits.len() {
                        0 => Bool::from_bool(false),
                        1 => c.lits[0].0.clone(),
                        _ => Bool::or(&c.lits.iter().map(|(l, _)| l.clone()).collect::<Vec<_>>()),
                    }
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use z3::ast::Int;
    use z3::{SatResult, Solver};

    fn equivalent(a: &[Bool], b: &[Bool]) -> bool {
        let s = Solver::new();
        s.assert(&Bool::and(a).eq(&Bool::and(b)).not());
        s.check() == SatResult::Unsat
    }

    struct Rng(u64);
    impl Rng {
        fn below(&mut self, n: u64) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0 % n
        }
        fn int(&mut self, lo: i64, hi: i64) -> i64 {
            lo + self.below((hi - lo + 1) as u64) as i64
        }
    }

    /// A random literal over x, y and (x + 7) mod 5, written in any of the forms
    /// the encoder makes, often over the same forms so that clauses interact.
    fn literal(r: &mut Rng, vars: &[Int], p: &Bool) -> Bool {
        if r.below(8) == 0 {
            return if r.below(2) == 0 { p.clone() } else { p.not() };
        }
        // Constants, as a substitution leaves them before simplification.
        if r.below(16) == 0 {
            let (a, b) = (Int::from_i64(r.int(-2, 2)), Int::from_i64(r.int(-2, 2)));
            return match r.below(4) {
                0 => Bool::from_bool(r.below(2) == 0),
                1 => a.le(&b),
                2 => a.eq(&b).not(),
                _ => (Int::from_i64(2) * &vars[0]).eq(&Int::from_i64(1)),
            };
        }
        let term = |r: &mut Rng| -> Int {
            let vars = &vars[..1 + r.below(vars.len() as u64) as usize];
            let a = &vars[r.below(vars.len() as u64) as usize];
            match r.below(5) {
                0 | 1 => a.clone(),
                2 => Int::from_i64(r.int(-2, 2)) * a,
                3 => a + &vars[0] * Int::from_i64(r.int(-2, 2)),
                _ => a - Int::from_i64(r.int(-2, 2)),
            }
        };
        let (a, b) = (term(r), if r.below(2) == 0 { Int::from_i64(r.int(-2, 2)) } else { term(r) });
        let atom = match r.below(5) {
            0 => a.le(&b),
            1 => a.ge(&b),
            2 => a.lt(&b),
            3 => a.gt(&b),
            _ => a.eq(&b),
        };
        if r.below(3) == 0 {
            atom.not()
        } else {
            atom
        }
    }

    #[test]
    fn reduced_labels_are_equivalent_to_the_original() {
        let x = Int::new_const("x");
        let y = Int::new_const("y");
        let m = (&x + Int::from_i64(7)).modulo(Int::from_i64(5));
        let vars = [x.clone(), y.clone(), m];
        let p = Bool::new_const("p");
        let mut r = Rng(0x2545_F491_4F6C_DD1D);
        let (mut dropped, mut shortened) = (0, 0);
        for _ in 0..2000 {
            let n = 1 + r.below(6) as usize;
            let parts: Vec<Bool> = (0..n)
                .map(|_| {
                    let k = 1 + r.below(4) as usize;
                    let lits: Vec<Bool> = (0..k).map(|_| literal(&mut r, &vars, &p)).collect();
                    if k == 1 { lits[0].clone() } else { Bool::or(&lits) }
                })
                .collect();
            let out = Clauses::default().simplify(parts.clone());
            assert!(equivalent(&parts, &out), "{:?}\n  became\n{:?}", parts, out);
            dropped += parts.len() - out.len();
            shortened += out.iter().filter(|o| !parts.contains(o)).count();
        }
        // The test means something only if the reductions happen.
        assert!(dropped > 150 && shortened > 150, "dropped {dropped}, shortened {shortened}");
    }

    #[test]
    fn the_tcas_tautologies_go() {
        let own = Int::new_const("own");
        let other = Int::new_const("other");
        let ci = Int::new_const("ci");
        let one = Int::from_i64(1);
        // own <= other ∨ ¬(other >= own) ∨ ci = 1: true.
        let taut = Bool::or(&[own.le(&other), other.ge(&own).not(), ci.eq(&one)]);
        // ci = 1 ∨ ci >= 2 ∨ ci <= 0: true over the integers.
        let gap = Bool::or(&[ci.eq(&one), ci.ge(&Int::from_i64(2)), ci.le(&Int::from_i64(0))]);
        let kept = Bool::or(&[own.le(&other), ci.eq(&one)]);
        let out = Clauses::default().simplify(vec![taut, gap, kept.clone()]);
        assert_eq!(out, vec![kept]);
        // Near misses stay: one hole written twice, a gap one point too wide.
        let two = Int::from_i64(2);
        let hole = Bool::or(&[ci.eq(&one).not(), one.eq(&ci).not(), own.le(&other)]);
        let wide = Bool::or(&[ci.le(&one), ci.ge(&Int::from_i64(3)), ci.eq(&two).not().not().not()]);
        for c in [hole, wide] {
            let out = Clauses::default().simplify(vec![c.clone()]);
            assert_eq!(out.len(), 1, "{c:?} is not true");
            assert!(equivalent(&[c], &out));
        }
    }
}
