//! Universal and existential quantifiers eliminated from formulas: cheap forms
//! (one-point rule, clauses, finitely many points) before Z3's `qe` tactics.

use super::watchdog::Watchdog;
use super::*;

/// `(h, t)` when `p` is `h = t` (either way round) with `h` one of `consts` not
/// occurring in `t`.
pub(super) fn definition(p: &Bool, consts: &[Dynamic]) -> Option<(Dynamic, Dynamic)> {
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
pub(super) fn forall_clause(h: &Dynamic, clause: &Bool) -> Option<Bool> {
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
pub(super) fn forall_by_points(h: &Dynamic, b: &Bool) -> Option<Vec<Bool>> {
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
pub(super) fn eliminate_exists(bounds: &[&dyn Ast], body: &Bool, tactic: &z3::Tactic, watchdog: &Watchdog) -> Option<Bool> {
    let goal = z3::Goal::new(false, false, false);
    goal.assert(&z3::ast::exists_const(bounds, &[], body));
    let result = watchdog.run(|| tactic.apply(&goal, None));
    let result = result.ok()?;
    let mut parts = Vec::new();
    for sub in result.list_subgoals() {
        parts.extend(sub.get_formulas());
    }
    let out = Bool::and(&parts);
    (!has_quantifier(&Dynamic::from_ast(&out))).then_some(out)
}


#[cfg(test)]
mod tests {
    use super::*;

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
