//! Universal and existential quantifiers eliminated from formulas: cheap forms
//! (one-point rule, clauses, finitely many points) before Z3's `qe` tactics.

use super::watchdog::Watchdog;
use super::*;
use num_integer::Integer;
use num_traits::Signed;

/// `(h, t)` when `p` is `h = t` (either way round) with `h` one of `consts` not
/// occurring in `t`.
pub(super) fn definition(p: &Bool, consts: &[Dynamic]) -> Option<(Dynamic, Dynamic)> {
    let d = Dynamic::from_ast(p);
    if !is_app_of(&d, z3::DeclKind::Eq) {
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

/// `parts` with every constant of `hist` that some part defines (`h = t`, `h` not in
/// `t`) replaced by its definition, the defining parts dropped and the constants
/// taken out of `hist`: `∃h. h = t ∧ φ(h)` is `φ(t)`. The definitions of a round are
/// resolved against each other in dependency order (a path's `x_2 = x_1 + 1` after
/// `x_1 = 0`) and substituted at once, one substitution per part; replacing one
/// definition at a time in every part was quadratic, and half of minimax's time on
/// the driver models. A round whose definitions all wait on each other (a cycle)
/// replaces one of them alone; what a round's substitution turns into a definition
/// (a second `h = t'` becomes `t = t'`) the next round takes.
pub(super) fn eliminate_definitions(mut parts: Vec<Bool>, hist: &mut Vec<Dynamic>) -> Vec<Bool> {
    use std::collections::HashMap;
    loop {
        // The first definition of each constant (the part it is, h, t).
        let mut defs: Vec<(usize, Dynamic, Dynamic)> = Vec::new();
        let mut def_of: HashMap<Dynamic, usize> = HashMap::new();
        for (i, p) in parts.iter().enumerate() {
            if let Some((h, t)) = definition(p, hist) {
                if !def_of.contains_key(&h) {
                    def_of.insert(h.clone(), defs.len());
                    defs.push((i, h, t));
                }
            }
        }
        if defs.is_empty() {
            return parts;
        }
        // The definitions each right-hand side mentions, and the reverse.
        let mut deps: Vec<Vec<usize>> = vec![Vec::new(); defs.len()];
        let mut unblocks: Vec<Vec<usize>> = vec![Vec::new(); defs.len()];
        for (k, (_, _, t)) in defs.iter().enumerate() {
            any_subterm(t, |x| {
                if let Some(&j) = def_of.get(x) {
                    if !deps[k].contains(&j) {
                        deps[k].push(j);
                        unblocks[j].push(k);
                    }
                }
                false
            });
        }
        let mut waits: Vec<usize> = deps.iter().map(Vec::len).collect();
        // Kahn's order: a value is resolved once every definition it mentions is.
        let mut value: Vec<Option<Dynamic>> = vec![None; defs.len()];
        let mut ready: Vec<usize> = (0..defs.len()).filter(|&k| waits[k] == 0).collect();
        while let Some(k) = ready.pop() {
            let t = &defs[k].2;
            let uses: Vec<(&Dynamic, &Dynamic)> = deps[k].iter().map(|&j| (&defs[j].1, value[j].as_ref().expect("resolved before"))).collect();
            value[k] = Some(if uses.is_empty() { t.clone() } else { t.substitute(&uses) });
            for &j in &unblocks[k] {
                waits[j] -= 1;
                if waits[j] == 0 {
                    ready.push(j);
                }
            }
        }
        // (definition's part, h, its value) of those resolved.
        let resolved: Vec<(usize, &Dynamic, &Dynamic)> = defs.iter().zip(&value).filter_map(|((i, h, _), v)| Some((*i, h, v.as_ref()?))).collect();
        if resolved.is_empty() {
            // Every definition waits on another: take the first alone.
            let (i, h, t) = &defs[0];
            parts.remove(*i);
            parts = parts.iter().map(|p| p.substitute(&[(h, t)])).collect();
            hist.retain(|x| x != h);
            continue;
        }
        let mut used = vec![false; parts.len()];
        resolved.iter().for_each(|(i, _, _)| used[*i] = true);
        let subst: Vec<(&Dynamic, &Dynamic)> = resolved.iter().map(|(_, h, v)| (*h, *v)).collect();
        parts = parts.iter().zip(&used).filter(|(_, u)| !**u).map(|(p, _)| p.substitute(&subst)).collect();
        let gone: std::collections::HashSet<&Dynamic> = resolved.iter().map(|(_, h, _)| *h).collect();
        hist.retain(|x| !gone.contains(x));
    }
}

/// `eliminate_definitions`, then again after the history constants held in the
/// tuples that parts build are taken out of them (`purified`), where constants are
/// left and some part builds a tuple. Z3's `qe` gives up on a bound constant inside
/// an array term, and a list appended to in a loop left its memo entries unstored
/// (parse_age.py: 150 of 248 nodes' labels, 527 nodes in all; with this none, 242
/// nodes).
pub(super) fn eliminate_definitions_in_tuples(parts: Vec<Bool>, hist: &mut Vec<Dynamic>) -> Vec<Bool> {
    let parts = eliminate_definitions(parts, hist);
    let builds_tuple = |p: &Bool| any_subterm(&Dynamic::from_ast(p), tuple::is_built);
    if hist.is_empty() || !parts.iter().any(builds_tuple) {
        return parts;
    }
    // Simplified, a length read from a constructor is its value and the indices
    // stored at are comparable. Where nothing is taken out, the parts stay as they
    // were: their simplified forms changed later checks (hanoi_unsafe.py ended
    // "incomplete quantifiers").
    let simple: Vec<Bool> = parts.iter().map(|p| p.simplify()).collect();
    let starts = start_definitions(&simple, hist);
    let started = if starts.is_empty() { None } else { Some(eliminate_definitions(simple.iter().cloned().chain(starts).collect(), hist)) };
    match purified(started.as_ref().unwrap_or(&simple), hist) {
        Some(pure) => eliminate_definitions(pure, hist),
        None => started.unwrap_or(parts),
    }
}

/// For a tuple constant `h` of `hist` that `parts` read only through its length
/// and as what one list `X` (free of `hist`) is built on, in an equation `X =
/// tuple!(len!(h) + c, store(… store(items!(h), i, v) …))` whose indices and
/// items do not read `h`'s items: the definition `h = tuple!(len!(X) - c,
/// items!(X))`. Such an `h` is a list as a loop found it, of which the path's core
/// kept only the length, and `X` is it with items appended. Exact: `X`'s items
/// are `h`'s except where a store hit, and storing the same items into `X`'s own
/// gives `X`'s back; so ∃h. φ(h) is φ at that tuple.
fn start_definitions(parts: &[Bool], hist: &[Dynamic]) -> Vec<Bool> {
    // Read by the shapes of the terms, building none: a new term changes the ids
    // of all later ones, and with them how Z3 orders and rewrites (hanoi_unsafe.py
    // ended "incomplete quantifiers" where only a check here had built terms).
    let mentions_hist = |d: &Dynamic| hist.iter().any(|h| mentions(d, h));
    let mut out = Vec::new();
    for h in hist {
        let is_len = |d: &Dynamic| is_field_of(d, "len!", h);
        let is_items = |d: &Dynamic| is_field_of(d, "items!", h);
        let mut found = None;
        for (k, p) in parts.iter().enumerate() {
            let d = Dynamic::from_ast(p);
            if !is_app_of(&d, z3::DeclKind::Eq) {
                continue;
            }
            let c = d.children();
            for (x, built) in [(&c[0], &c[1]), (&c[1], &c[0])] {
                if mentions_hist(x) || !tuple::is_built(built) {
                    continue;
                }
                let fields = built.children();
                let Some(shift) = shifted_from(&fields[0], &is_len) else { continue };
                let mut a = fields[1].clone();
                let mut reads_items = false;
                while is_app_of(&a, z3::DeclKind::Store) {
                    let s = a.children();
                    reads_items |= any_subterm(&s[1], is_items) || any_subterm(&s[2], is_items);
                    a = s[0].clone();
                }
                if is_items(&a) && !reads_items {
                    found = Some((k, x.clone(), shift));
                }
            }
        }
        let Some((k, x, shift)) = found else { continue };
        // Nowhere else but through its length (and in that equation, as the base).
        let reached = |p: &Bool, base: bool| walk::occurs_outside(&Dynamic::from_ast(p), h, &|d: &Dynamic| is_len(d) || (base && is_items(d)));
        if parts.iter().enumerate().all(|(j, p)| !reached(p, j == k)) {
            let (len, items) = TUPLE.with(|t| (t.len.apply(&[&x]), t.items.apply(&[&x])));
            let start = TUPLE.with(|t| t.make.apply(&[&(len.as_int().expect("a length") - shift), &items]));
            out.push(h.eq(&start));
        }
    }
    out
}

/// Whether `d` is the field `name` of the tuple `h`.
fn is_field_of(d: &Dynamic, name: &str, h: &Dynamic) -> bool {
    d.safe_decl().is_ok_and(|f| f.name() == name) && d.children().first() == Some(h)
}

/// `c` when `d` is `field + c` (or the field itself, 0) for `field` one that
/// `is_field` accepts, `c` a numeral.
fn shifted_from(d: &Dynamic, is_field: &dyn Fn(&Dynamic) -> bool) -> Option<i64> {
    if is_field(d) {
        return Some(0);
    }
    if !is_app_of(d, z3::DeclKind::Add) {
        return None;
    }
    match d.children().as_slice() {
        [a, b] if is_field(b) => a.as_int()?.as_i64(),
        [a, b] if is_field(a) => b.as_int()?.as_i64(),
        _ => None,
    }
}

/// `parts` with each equation `X = tuple!(n, a)` (`X` free of `hist`) stated so
/// that the constants of `hist` in `n` and in the items stored into `a` occur only
/// in int equations of their own (an int equation `y = t` comes back as itself,
/// with `y = y` beside it: restricting this to tuples and arrays flipped
/// hanoi_unsafe.py to "incomplete quantifiers", see `start_definitions`):
/// `len!(X) = n` with `n` replaced by `len!(X)`,
/// and for a store `store(b, i, v)` in `a` whose index no store over it can hit
/// (the simplifier decides `i = j` false for each later `j`), `X[i] = v` with `v`
/// replaced by `X[i]`. Equivalent, since under the equation `X` holds those
/// values there. A constant that is such an item alone (an appended value,
/// `xs_2 = tuple!(n + 1, store(a, n, v_1))`) is then defined (`X[n] = v_1`), one
/// in arithmetic is left to `qe`. `None` when nothing is taken out. `parts` come
/// simplified.
fn purified(parts: &[Bool], hist: &[Dynamic]) -> Option<Vec<Bool>> {
    let mentions_hist = |d: &Dynamic| hist.iter().any(|h| mentions(d, h));
    let mut out = Vec::new();
    let mut changed = false;
    'parts: for p in parts {
        let d = Dynamic::from_ast(p);
        if is_app_of(&d, z3::DeclKind::Eq) {
            let c = d.children();
            for (whole, part) in [(&c[0], &c[1]), (&c[1], &c[0])] {
                if mentions_hist(whole) || !mentions_hist(part) {
                    continue;
                }
                let mut side = Vec::new();
                let pure = purify(whole, part, &mentions_hist, &mut side);
                if !side.is_empty() {
                    out.push(whole.eq(&pure));
                    out.extend(side);
                    changed = true;
                    continue 'parts;
                }
            }
        }
        out.push(p.clone());
    }
    changed.then_some(out)
}

/// `part`, which equals `whole`, with what `purified` takes out of it replaced by
/// the reading of `whole` there; the equations taken out go to `side`.
fn purify(whole: &Dynamic, part: &Dynamic, mentions_hist: &dyn Fn(&Dynamic) -> bool, side: &mut Vec<Bool>) -> Dynamic {
    if !mentions_hist(part) {
        return part.clone();
    }
    if tuple::is_built(part) {
        let c = part.children();
        let (len, items) = TUPLE.with(|t| (t.len.apply(&[whole]), t.items.apply(&[whole])));
        let (len, items) = (purify(&len, &c[0], mentions_hist, side), purify(&items, &c[1], mentions_hist, side));
        return TUPLE.with(|t| t.make.apply(&[&len, &items]));
    }
    if let Some(array) = whole.as_array() {
        // The stores, outermost first, and what they store into.
        let mut stores: Vec<(Dynamic, Dynamic)> = Vec::new();
        let mut base = part.clone();
        while is_app_of(&base, z3::DeclKind::Store) {
            let c = base.children();
            stores.push((c[1].clone(), c[2].clone()));
            base = c[0].clone();
        }
        let mut values: Vec<Dynamic> = Vec::with_capacity(stores.len());
        for (k, (i, v)) in stores.iter().enumerate() {
            let alone = !mentions_hist(i) && stores[..k].iter().all(|(j, _)| i.eq(j).simplify().as_bool() == Some(false));
            values.push(if alone { purify(&array.select(i), v, mentions_hist, side) } else { v.clone() });
        }
        let Some(mut a) = base.as_array() else { return part.clone() };
        for ((i, _), v) in stores.iter().zip(&values).rev() {
            a = a.store(i, v);
        }
        return Dynamic::from_ast(&a);
    }
    if part.as_int().is_some() {
        side.push(whole.eq(part));
        return whole.clone();
    }
    part.clone()
}

/// `∀h. clause` for an integer `h`, when it is easy. With a disjunct `h ≠ t`
/// (`t` free of `h`) it is the rest of the clause at `h = t` (the one-point rule).
/// Otherwise the clause is a disjunction `D(h) ∨ X` with `X` free of `h`, so the
/// result is `(∀h. D(h)) ∨ X`; and `∀h. D(h)` is false when `D`'s disjuncts only say
/// that `h` lies outside a range (a havocked value's type bounds) or equals some
/// terms free of `h`, fewer than the range holds: some `h` then makes all of them
/// false, whatever the other variables are. `None` when not of these shapes.
pub(super) fn forall_clause(h: &Dynamic, clause: &Bool) -> Option<Bool> {
    let (with, rest): (Vec<Bool>, Vec<Bool>) = disjuncts(clause).into_iter().partition(|b| mentions(&Dynamic::from_ast(b), h));
    if with.is_empty() {
        return Some(clause.clone());
    }
    for (k, lit) in with.iter().enumerate() {
        let l = Dynamic::from_ast(lit);
        if is_app_of(&l, z3::DeclKind::Not) {
            let eq = &l.children()[0];
            if is_app_of(eq, z3::DeclKind::Eq) {
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
        let kind = app_kind(&l)?;
        match kind {
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
                let atoms = if is_app_of(inner, z3::DeclKind::And) { inner.children() } else { vec![inner.clone()] };
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
///
/// Also `h mod M` compared with a literal (C's wrap-around: `status == 0xC000000D`
/// on a 32-bit int), when every conjunct of `b` holds outside a range `lo..hi` of `h`
/// (a havocked value's type bounds): then only that range matters, and in it `h mod
/// M` is `h - k*M` on each of the few segments `k*M .. (k+1)*M - 1` that meet it, so
/// the segments' ends, `k*M + n` and their neighbours, and `lo`, `hi` are points
/// enough (the rest of the line makes every conjunct true).
/// `None` when `h` occurs otherwise, or the atoms are too many to be worth it.
pub(super) fn forall_by_points(h: &Dynamic, b: &Bool) -> Option<Vec<Bool>> {
    let mut points: Vec<BigInt> = Vec::new();
    let mut modular: Vec<(BigInt, BigInt)> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let mut work = vec![Dynamic::from_ast(b)];
    while let Some(x) = work.pop() {
        let Some(kind) = app_kind(&x) else {
            continue;
        };
        if !seen.insert(x.clone()) {
            continue;
        }
        let ch = x.children();
        let cmp = matches!(kind, z3::DeclKind::Eq | z3::DeclKind::Le | z3::DeclKind::Ge | z3::DeclKind::Lt | z3::DeclKind::Gt);
        if cmp && ch.len() == 2 {
            if let Some((m, n)) = modulus_of(&ch[0], h).zip(literal_value(&ch[1])).or_else(|| modulus_of(&ch[1], h).zip(literal_value(&ch[0]))) {
                modular.push((m, n));
                continue;
            }
        }
        if ch.iter().any(|c| c == h) {
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
    if !modular.is_empty() {
        let (lo, hi) = common_range(h, b)?;
        points.extend([lo.clone(), hi.clone()]);
        for (m, n) in &modular {
            let mut k = lo.div_floor(m);
            while &k * m <= hi {
                let start = &k * m;
                points.extend([&start - 1u32, start.clone(), &start + n - 1u32, &start + n, &start + n + 1u32]);
                k += 1u32;
                if points.len() > 48 {
                    return None;
                }
            }
        }
    }
    points.sort();
    points.dedup();
    if points.len() > 48 {
        return None;
    }
    Some(points.iter().map(|n| b.substitute(&[(h, &Dynamic::from_ast(&int_lit(n)))]).simplify()).collect())
}

/// `M` when `x` is `h mod M` for a positive literal `M`.
fn modulus_of(x: &Dynamic, h: &Dynamic) -> Option<BigInt> {
    if !is_app_of(x, z3::DeclKind::Mod) {
        return None;
    }
    let ch = x.children();
    (&ch[0] == h).then(|| literal_value(&ch[1])).flatten().filter(|m| m.is_positive())
}

/// The range `lo..hi` outside which every conjunct of `b` holds: each is a clause
/// with a disjunct `not (h >= lo and h <= hi)` (the same in all).
fn common_range(h: &Dynamic, b: &Bool) -> Option<(BigInt, BigInt)> {
    let d = Dynamic::from_ast(b);
    let clauses = if is_app_of(&d, z3::DeclKind::And) { d.children() } else { vec![d] };
    let mut found: Option<(BigInt, BigInt)> = None;
    for c in &clauses {
        let lits = if is_app_of(c, z3::DeclKind::Or) { c.children() } else { vec![c.clone()] };
        let range = lits.iter().find_map(|l| {
            if !is_app_of(l, z3::DeclKind::Not) {
                return None;
            }
            let inner = &l.children()[0];
            if !is_app_of(inner, z3::DeclKind::And) {
                return None;
            }
            let (mut lo, mut hi) = (None, None);
            for a in inner.children() {
                match bound_of(&a, h)? {
                    (true, n) => lo = Some(n),
                    (false, n) => hi = Some(n),
                }
            }
            lo.zip(hi)
        })?;
        match &found {
            None => found = Some(range),
            Some(r) if *r == range => {}
            Some(_) => return None,
        }
    }
    found
}

/// The value of an integer literal (`5`, `(- 5)`); `None` for any other term,
/// without printing it (printing a large term costs more than an elimination).
pub(super) fn literal_value(x: &Dynamic) -> Option<BigInt> {
    let is_literal = x.kind() == z3::AstKind::Numeral
        || (is_app_of(x, z3::DeclKind::Uminus) && x.children()[0].kind() == z3::AstKind::Numeral);
    if is_literal {
        x.as_int().and_then(|i| int_value(&i))
    } else {
        None
    }
}

/// `h >= n` or `n <= h` as `(true, n)`, `h <= n` or `n >= h` as `(false, n)`.
fn bound_of(a: &Dynamic, h: &Dynamic) -> Option<(bool, BigInt)> {
    let kind = app_kind(a)?;
    let ch = a.children();
    if ch.len() != 2 {
        return None;
    }
    let ge = match kind {
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
    without_quantifiers(&z3::ast::exists_const(bounds, &[], body), tactic, watchdog)
}

/// `f` with its quantifiers eliminated by `tactic`, as `eliminate_exists`.
pub(super) fn without_quantifiers(f: &Bool, tactic: &z3::Tactic, watchdog: &Watchdog) -> Option<Bool> {
    let goal = z3::Goal::new(false, false, false);
    goal.assert(f);
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

    /// Items appended to a list, each an int read at the time: the constants of the
    /// list's earlier versions and of the items go, the items read back from the
    /// last version; the result is implied by the parts and, at the items' values,
    /// implies them back.
    #[test]
    fn appended_items_are_eliminated_through_their_stores() {
        let tuple = |name: &str| Dynamic::new_const(name, &TUPLE.with(|t| t.sort.clone()));
        let (xs1, xs2, xs3) = (tuple("xs1"), tuple("xs2"), tuple("xs3"));
        let (h1, h2, n) = (Int::new_const("h1"), Int::new_const("h2"), Int::new_const("n"));
        let append = |to: &Dynamic, item: &Int| {
            let t = Tup::of(to);
            Tup { len: &t.len + 1i64, items: Items::Array(t.array().store(&(&t.len + 0i64), item)) }.to_dynamic()
        };
        let empty = Tup::literal(Vec::new()).to_dynamic();
        let parts = vec![
            xs1.eq(&empty),
            xs2.eq(&append(&xs1, &h1)),
            xs3.eq(&append(&xs2, &h2)),
            Bool::and(&[h1.ge(Int::from_i64(0)), h1.le(Int::from_i64(150))]),
            h2.gt(&n),
        ];
        let all = [xs1.clone(), xs2.clone(), Dynamic::from_ast(&h1), Dynamic::from_ast(&h2)];
        let mut hist = all.to_vec();
        let out = Bool::and(&eliminate_definitions_in_tuples(parts.clone(), &mut hist));
        assert!(hist.is_empty(), "left: {hist:?}");
        let out_d = Dynamic::from_ast(&out);
        assert!(all.iter().all(|h| !mentions(&out_d, h)), "{out}");
        let s = Solver::new();
        s.assert(Bool::and(&parts));
        s.assert(out.not());
        assert_eq!(s.check(), SatResult::Unsat, "implied by the parts: {out}");
        let items = Tup::of(&xs3).array();
        let first = items.select(&Int::from_i64(0));
        let witness = [
            (xs1.clone(), empty.clone()),
            (xs2.clone(), append(&empty, &first.as_int().expect("an int item"))),
            (Dynamic::from_ast(&h1), first.clone()),
            (Dynamic::from_ast(&h2), items.select(&Int::from_i64(1))),
        ];
        let pairs: Vec<(&Dynamic, &Dynamic)> = witness.iter().map(|(a, b)| (a, b)).collect();
        let s = Solver::new();
        s.assert(&out);
        s.assert(Bool::and(&parts).substitute(&pairs).not());
        assert_eq!(s.check(), SatResult::Unsat, "at the items' values it implies the parts: {out}");
        // An item in arithmetic: taken out to an int equation, which `qe` eliminates.
        let ys = tuple("ys");
        let mut hist = vec![Dynamic::from_ast(&h1)];
        let parts = vec![ys.eq(&append(&empty, &(&h1 + &n))), h1.ge(Int::from_i64(0))];
        let out = Bool::and(&eliminate_definitions_in_tuples(parts.clone(), &mut hist));
        let bound: [&dyn Ast; 1] = [&h1];
        let free = eliminate_exists(&bound, &out, &z3::Tactic::new("qe"), &Watchdog::new()).expect("qe eliminates an int outside the arrays");
        let s = Solver::new();
        s.assert(Bool::and(&parts));
        s.assert(free.not());
        assert_eq!(s.check(), SatResult::Unsat, "implied by the parts: {free}");
        let s = Solver::new();
        s.assert(&free);
        s.assert(Bool::and(&parts).substitute(&[(&Dynamic::from_ast(&h1), &Dynamic::from_ast(&(Tup::of(&ys).array().select(&Int::from_i64(0)).as_int().expect("an int") - &n)))]).not());
        assert_eq!(s.check(), SatResult::Unsat, "at the item's value it implies the parts: {free}");
        // A list as a loop found it, only its length known, with two items appended.
        let (q, x) = (tuple("q"), tuple("x"));
        let (a, b) = (Int::new_const("a"), Int::new_const("b"));
        let qt = Tup::of(&q);
        let appended = Tup { len: &qt.len + 2i64, items: Items::Array(qt.array().store(&qt.len, &a).store(&(&qt.len + 1i64), &b)) }.to_dynamic();
        let parts = vec![x.eq(&appended), qt.len.ge(Int::from_i64(0)), qt.len.le(Int::from_i64(3))];
        let mut hist = vec![q.clone()];
        let out = Bool::and(&eliminate_definitions_in_tuples(parts.clone(), &mut hist));
        assert!(hist.is_empty() && !mentions(&Dynamic::from_ast(&out), &q), "{out}");
        let s = Solver::new();
        s.assert(Bool::and(&parts));
        s.assert(out.not());
        assert_eq!(s.check(), SatResult::Unsat, "implied by the parts: {out}");
        let xt = Tup::of(&x);
        let start = Tup { len: &xt.len - 2i64, items: Items::Array(xt.array()) }.to_dynamic();
        let s = Solver::new();
        s.assert(&out);
        s.assert(Bool::and(&parts).substitute(&[(&q, &start)]).not());
        assert_eq!(s.check(), SatResult::Unsat, "at the list it starts from it implies the parts: {out}");
        // Its items read elsewhere: it stays.
        let mut hist = vec![q.clone()];
        let read = qt.array().select(&Int::from_i64(0)).as_int().expect("an int").ge(Int::from_i64(0));
        eliminate_definitions_in_tuples(parts.iter().cloned().chain([read]).collect(), &mut hist);
        assert_eq!(hist, vec![q.clone()]);
        // An item stored under an index that may be stored over again stays.
        let (i, j) = (Int::new_const("i"), Int::new_const("j"));
        let a = z3::ast::Array::new_const("a", &Sort::int(), &Sort::int());
        let b = z3::ast::Array::new_const("b", &Sort::int(), &Sort::int());
        let overwritten = b.eq(&a.store(&i, &h1).store(&j, &n));
        assert!(purified(&[overwritten], &[Dynamic::from_ast(&h1)]).is_none());
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
        // h mod 16 compared with literals, inside the range -8..7 (a 4-bit signed
        // value read as unsigned); outside it every conjunct holds.
        let m = Int::modulo(&h, Int::from_i64(16));
        let small = Bool::and(&[h.ge(Int::from_i64(-8)), h.le(Int::from_i64(7))]);
        for (n, bound) in [(11, 1), (5, 4), (12, 0), (9, -1)] {
            let b = Bool::and(&[
                Bool::or(&[small.not(), m.eq(Int::from_i64(n)).not(), x.ge(Int::from_i64(bound))]),
                Bool::or(&[small.not(), m.lt(Int::from_i64(n)), h.ge(zero.clone()), x.le(Int::from_i64(9))]),
                Bool::or(&[small.not(), h.eq(Int::from_i64(-2)).not(), x.eq(Int::from_i64(5)).not()]),
            ]);
            let parts = forall_by_points(&hd, &b).expect("modular atoms within a range");
            assert!(equivalent(&Bool::and(&parts), &forall_by_qe(&h, &b)), "{b}");
        }
        // Without the range in every conjunct, h mod 16 changes without end: not by points.
        let open = Bool::or(&[m.eq(Int::from_i64(3)).not(), x.ge(Int::from_i64(1))]);
        assert!(forall_by_points(&hd, &open).is_none());
        // h inside arithmetic: not by points.
        assert!(forall_by_points(&hd, &Bool::or(&[(&h + 1i64).eq(&x), x.eq(Int::from_i64(2))])).is_none());
    }
}
