//! Substitution and constant folding on CFG expressions. A symbolic store maps each
//! variable to an expression over symbols; executing an edge substitutes the store
//! into the edge's expressions. Folding keeps those expressions small and readable
//! (`0 < len((1, 2))` becomes `True`, `(x ^ y) ^ y` becomes `x`: see `mba`) and lets
//! an engine decide a constant guard without a solver. Every rule here is an
//! identity of Python's semantics on total expressions; a partial operation (`//` or
//! `%` by a literal zero) is left alone.

use super::{Action, Cfg, Expr, VarId};
use crate::ast::{ArithOp, CmpOp};
use crate::value;
use num_bigint::BigInt;
use num_traits::{One, Zero};

/// Quantifiers over a known range of at most this many positions are written out.
const QUANT_UNFOLDED: u32 = 64;

/// `e` with every variable `v` replaced by `f(v)`, folded bottom-up.
pub fn substitute(e: &Expr, f: &dyn Fn(VarId) -> Expr) -> Expr {
    let sub = |x: &Expr| substitute(x, f);
    let boxed = |x: &Expr| Box::new(substitute(x, f));
    match e {
        Expr::Var(v) => f(*v),
        Expr::Int(_) | Expr::Bool(_) => e.clone(),
        Expr::Tuple(items) => Expr::Tuple(items.iter().map(sub).collect()),
        Expr::Neg(x) => fold_node(Expr::Neg(boxed(x))),
        Expr::Arith(op, a, b) => fold_node(Expr::Arith(*op, boxed(a), boxed(b))),
        Expr::Cmp(op, a, b) => fold_node(Expr::Cmp(*op, boxed(a), boxed(b))),
        Expr::And(items) => fold_node(Expr::And(items.iter().map(sub).collect())),
        Expr::Or(items) => fold_node(Expr::Or(items.iter().map(sub).collect())),
        Expr::Not(x) => fold_node(Expr::Not(boxed(x))),
        Expr::Ite(c, a, b) => fold_node(Expr::Ite(boxed(c), boxed(a), boxed(b))),
        Expr::Len(t) => fold_node(Expr::Len(boxed(t))),
        Expr::Index(t, i) => fold_node(Expr::Index(boxed(t), boxed(i))),
        Expr::Slice(t, lo, hi) => fold_node(Expr::Slice(boxed(t), lo.as_ref().map(|x| boxed(x)), hi.as_ref().map(|x| boxed(x)))),
        Expr::Concat(a, b) => fold_node(Expr::Concat(boxed(a), boxed(b))),
        Expr::Store(t, i, v) => fold_node(Expr::Store(boxed(t), boxed(i), boxed(v))),
        Expr::Fill(x, n) => fold_node(Expr::Fill(boxed(x), boxed(n))),
        Expr::StrFn(func, args) => fold_node(Expr::StrFn(*func, args.iter().map(sub).collect())),
        Expr::FloatFn(func, args) => fold_node(Expr::FloatFn(*func, args.iter().map(sub).collect())),
        Expr::Quant { all, var, lo, hi, body } => {
            let bound = *var;
            let (lo, hi) = (boxed(lo), boxed(hi));
            // Over a short known range: one instance per position, each folded.
            if let (Expr::Int(a), Expr::Int(b)) = (&*lo, &*hi) {
                let n = (b - a).max(BigInt::zero());
                if n <= BigInt::from(QUANT_UNFOLDED) {
                    let mut instances = Vec::new();
                    let mut k = a.clone();
                    while &k < b {
                        let at = k.clone();
                        instances.push(substitute(body, &|v| if v == bound { Expr::Int(at.clone()) } else { f(v) }));
                        k += 1;
                    }
                    return fold_node(if *all { Expr::And(instances) } else { Expr::Or(instances) });
                }
            }
            let inner = |v: VarId| if v == bound { Expr::Var(v) } else { f(v) };
            Expr::Quant { all: *all, var: bound, lo, hi, body: Box::new(substitute(body, &inner)) }
        }
    }
}

/// `e` with its constant parts evaluated.
pub fn fold(e: &Expr) -> Expr {
    substitute(e, &|v| Expr::Var(v))
}

fn int_of(e: &Expr) -> Option<&BigInt> {
    match e {
        Expr::Int(v) => Some(v),
        _ => None,
    }
}

/// Python's index `i` into a sequence of `len` items, if it is in range.
fn position(i: &BigInt, len: usize) -> Option<usize> {
    let len = BigInt::from(len);
    let p = if i.sign() == num_bigint::Sign::Minus { i + &len } else { i.clone() };
    (p.sign() != num_bigint::Sign::Minus && p < len).then(|| usize::try_from(p).ok()).flatten()
}

/// Python's clamping of a slice bound.
fn clamp(bound: &BigInt, len: usize) -> usize {
    let len_b = BigInt::from(len);
    let b = if bound.sign() == num_bigint::Sign::Minus { bound + &len_b } else { bound.clone() };
    if b.sign() == num_bigint::Sign::Minus {
        0
    } else if b > len_b {
        len
    } else {
        usize::try_from(b).expect("between 0 and len")
    }
}

/// A constant argument of a str function: an int, a bool, or a str (a tuple of
/// code points).
fn constant(e: &Expr) -> Option<value::Value> {
    match e {
        Expr::Int(i) => Some(value::Value::Int(i.clone())),
        Expr::Bool(b) => Some(value::Value::Bool(*b)),
        Expr::FloatFn(crate::float_ops::FloatFn::Const(bits), _) => Some(value::Value::Float(*bits)),
        Expr::FloatFn(crate::float_ops::FloatFn::CMake, parts) => match parts.as_slice() {
            [Expr::FloatFn(crate::float_ops::FloatFn::Const(re), _), Expr::FloatFn(crate::float_ops::FloatFn::Const(im), _)] => Some(value::Value::Complex(*re, *im)),
            _ => None,
        },
        Expr::Tuple(items) => items
            .iter()
            .map(|x| int_of(x).and_then(num_traits::ToPrimitive::to_u32).filter(|&c| c <= value::MAX_CODE_POINT))
            .collect::<Option<Vec<u32>>>()
            .map(value::Value::str_of),
        _ => None,
    }
}

/// Folds one node whose children are already folded.
fn fold_node(e: Expr) -> Expr {
    match e {
        Expr::Neg(x) => match *x {
            Expr::Int(v) => Expr::Int(-v),
            Expr::Neg(y) => *y,
            x => Expr::Neg(Box::new(x)),
        },
        Expr::Arith(op, a, b) => match (int_of(&a), int_of(&b)) {
            (Some(x), Some(y)) => {
                value::int_arith(op, x, y).map_or(Expr::Arith(op, a, b), Expr::Int)
            }
            (_, Some(y)) if y.is_zero() && matches!(op, ArithOp::Add | ArithOp::Sub) => *a,
            (Some(x), _) if x.is_zero() && op == ArithOp::Add => *b,
            (_, Some(y)) if y.is_one() && matches!(op, ArithOp::Mul | ArithOp::FloorDiv) => *a,
            (Some(x), _) if x.is_one() && op == ArithOp::Mul => *b,
            _ => {
                let e = Expr::Arith(op, a, b);
                super::mba::normalise(&e).unwrap_or(e)
            }
        },
        Expr::Cmp(op, a, b) => {
            let decided = match (&*a, &*b) {
                (Expr::Int(x), Expr::Int(y)) => Some(op.holds(x, y)),
                (Expr::Bool(x), Expr::Bool(y)) if matches!(op, CmpOp::Eq | CmpOp::Ne) => Some((x == y) == (op == CmpOp::Eq)),
                // Expressions are pure and total: a term equals itself.
                (x, y) if x == y => Some(matches!(op, CmpOp::Eq | CmpOp::Le | CmpOp::Ge)),
                _ => None,
            };
            match decided {
                Some(d) => Expr::Bool(d),
                None => super::mba::compare(op, *a, *b),
            }
        }
        Expr::And(items) => {
            let mut out = Vec::new();
            for x in items {
                match x {
                    Expr::Bool(true) => {}
                    Expr::Bool(false) => return Expr::Bool(false),
                    Expr::And(inner) => out.extend(inner),
                    x => out.push(x),
                }
            }
            match out.len() {
                0 => Expr::Bool(true),
                1 => out.pop().expect("one item"),
                _ => Expr::And(out),
            }
        }
        Expr::Or(items) => {
            let mut out = Vec::new();
            for x in items {
                match x {
                    Expr::Bool(false) => {}
                    Expr::Bool(true) => return Expr::Bool(true),
                    Expr::Or(inner) => out.extend(inner),
                    x => out.push(x),
                }
            }
            match out.len() {
                0 => Expr::Bool(false),
                1 => out.pop().expect("one item"),
                _ => Expr::Or(out),
            }
        }
        Expr::Not(x) => match *x {
            Expr::Bool(b) => Expr::Bool(!b),
            x @ (Expr::Not(_) | Expr::Cmp(..)) => x.negate(),
            x => Expr::Not(Box::new(x)),
        },
        Expr::Ite(c, a, b) => match *c {
            Expr::Bool(true) => *a,
            Expr::Bool(false) => *b,
            _ if a == b => *a,
            c => Expr::Ite(Box::new(c), a, b),
        },
        Expr::Len(t) => match *t {
            Expr::Tuple(items) => Expr::Int(BigInt::from(items.len())),
            Expr::Concat(a, b) => fold_node(Expr::Arith(ArithOp::Add, Box::new(fold_node(Expr::Len(a))), Box::new(fold_node(Expr::Len(b))))),
            // A store keeps the length (its index is in range).
            Expr::Store(t, _, _) => fold_node(Expr::Len(t)),
            t => Expr::Len(Box::new(t)),
        },
        Expr::Index(t, i) => match (&*t, int_of(&i)) {
            (Expr::Tuple(items), Some(k)) => match position(k, items.len()) {
                Some(p) => items[p].clone(),
                None => Expr::Index(t, i),
            },
            _ => Expr::Index(t, i),
        },
        Expr::Slice(t, lo, hi) => {
            let lo_k = lo.as_deref().map(int_of);
            let hi_k = hi.as_deref().map(int_of);
            match (&*t, lo_k, hi_k) {
                (Expr::Tuple(items), None | Some(Some(_)), None | Some(Some(_))) => {
                    let start = lo_k.flatten().map_or(0, |b| clamp(b, items.len()));
                    let stop = hi_k.flatten().map_or(items.len(), |b| clamp(b, items.len()));
                    Expr::Tuple(if start < stop { items[start..stop].to_vec() } else { Vec::new() })
                }
                _ => Expr::Slice(t, lo, hi),
            }
        }
        Expr::Store(t, i, v) => match (*t, int_of(&i)) {
            (Expr::Tuple(mut items), Some(k)) if position(k, items.len()).is_some() => {
                let p = position(k, items.len()).expect("checked");
                items[p] = *v;
                Expr::Tuple(items)
            }
            (t, _) => Expr::Store(Box::new(t), i, v),
        },
        Expr::StrFn(func, args) => match args.iter().map(constant).collect::<Option<Vec<value::Value>>>() {
            // Constant arguments: the value itself (a guarded partial case is left).
            Some(values) => crate::str_ops::apply(func, &values).map_or(Expr::StrFn(func, args), |v| Expr::from_value(&v)),
            None => Expr::StrFn(func, args),
        },
        Expr::FloatFn(func, args) => match args.iter().map(constant).collect::<Option<Vec<value::Value>>>() {
            // Constant arguments: the value itself, where CPython computes one; a
            // literal's bits stay named as such, for the solver (`smt::floats`).
            Some(values) if !args.is_empty() && func != crate::float_ops::FloatFn::ToBits => crate::float_ops::apply(func, &values).map_or(Expr::FloatFn(func, args), |v| Expr::from_value(&v)),
            _ => Expr::FloatFn(func, args),
        },
        Expr::Fill(x, n) => match int_of(&n).and_then(|k| usize::try_from(k).ok().or((k.sign() == num_bigint::Sign::Minus).then_some(0))) {
            Some(k) if k <= 64 => Expr::Tuple(vec![*x; k]),
            _ => Expr::Fill(x, n),
        },
        Expr::Concat(a, b) => match (*a, *b) {
            (Expr::Tuple(mut x), Expr::Tuple(y)) => {
                x.extend(y);
                Expr::Tuple(x)
            }
            (Expr::Tuple(x), b) if x.is_empty() => b,
            (a, Expr::Tuple(y)) if y.is_empty() => a,
            (a, b) => Expr::Concat(Box::new(a), Box::new(b)),
        },
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cfg::exec::eval;
    use crate::value::Value;

    fn v(i: VarId) -> Expr {
        Expr::Var(i)
    }

    #[test]
    fn folds_python_arithmetic() {
        let e = Expr::arith(ArithOp::FloorDiv, Expr::int(-7), Expr::int(2));
        assert_eq!(fold(&e), Expr::int(-4));
        let e = Expr::arith(ArithOp::Mod, Expr::int(7), Expr::int(-2));
        assert_eq!(fold(&e), Expr::int(-1));
        // Division by a literal zero stays: only a guard may rule it out.
        let e = Expr::arith(ArithOp::FloorDiv, Expr::int(1), Expr::int(0));
        assert_eq!(fold(&e), e);
    }

    #[test]
    fn substitutes_and_decides_constant_guards() {
        let t = Expr::Tuple(vec![Expr::int(1), Expr::int(2), Expr::int(3)]);
        let guard = Expr::cmp(CmpOp::Lt, v(0), Expr::Len(Box::new(v(1))));
        let store = |x: VarId| if x == 0 { Expr::int(3) } else { t.clone() };
        assert_eq!(substitute(&guard, &store), Expr::Bool(false));
        let idx = Expr::Index(Box::new(v(1)), Box::new(Expr::int(-1)));
        assert_eq!(substitute(&idx, &store), Expr::int(3));
        let sl = Expr::Slice(Box::new(v(1)), Some(Box::new(Expr::int(-2))), None);
        assert_eq!(substitute(&sl, &store), Expr::Tuple(vec![Expr::int(2), Expr::int(3)]));
    }

    #[test]
    fn folding_agrees_with_evaluation() {
        // Random closed expressions: folding must not change their value.
        let mut next = crate::cfg::xorshift(0x9e3779b97f4a7c15u64);
        fn gen(next: &mut dyn FnMut(u64) -> u64, depth: u32) -> Expr {
            if depth == 0 {
                return Expr::int(next(7) as i64 - 3);
            }
            let a = gen(next, depth - 1);
            let b = gen(next, depth - 1);
            match next(6) {
                0 => Expr::arith(ArithOp::Add, a, b),
                1 => Expr::arith(ArithOp::Sub, a, b),
                2 => Expr::arith(ArithOp::Mul, a, b),
                3 => Expr::arith(ArithOp::Mod, a, Expr::int(next(5) as i64 + 1)),
                4 => Expr::arith(ArithOp::FloorDiv, a, Expr::int(-(next(5) as i64) - 1)),
                _ => Expr::Ite(Box::new(Expr::cmp(CmpOp::Lt, a.clone(), b.clone())), Box::new(a), Box::new(b)),
            }
        }
        for _ in 0..500 {
            let e = gen(&mut next, 3);
            let env = vec![];
            let want = eval(&e, &env);
            let got = fold(&e);
            assert!(matches!(got, Expr::Int(_)), "{e:?} folded to {got:?}");
            assert_eq!(eval(&got, &env), want);
            assert!(matches!(want, Value::Int(_)));
        }
    }
}

/// Whether `e` is a literal value: an int, a bool, or a sequence of int literals.
fn is_literal(e: &Expr) -> bool {
    match e {
        Expr::Int(_) | Expr::Bool(_) | Expr::FloatFn(crate::float_ops::FloatFn::Const(_), _) => true,
        Expr::FloatFn(crate::float_ops::FloatFn::CMake, _) => constant(e).is_some(),
        Expr::Tuple(items) => items.iter().all(|x| matches!(x, Expr::Int(_))),
        _ => false,
    }
}

/// Replaces every read of a variable that exactly one edge assigns, with a literal,
/// by that literal, to a fixpoint (a value folded from literals makes the next
/// variable a literal). Sound only where every read comes after the assignment on
/// every path: Python's definite assignment (the type checker's), not C's; and not
/// for the inputs, which hold their values from the start.
/// Without it a str function of a variable that holds a literal str is, to the
/// solver, a function of an unknown argument; with it, its value.
pub fn propagate_constants(cfg: &mut Cfg) {
    use std::collections::HashMap;
    for e in cfg.graph.edge_weights_mut() {
        e.guard.iter_mut().for_each(|g| *g = fold(g));
        if let Action::Assign(pairs) = &mut e.action {
            pairs.iter_mut().for_each(|(_, v)| *v = fold(v));
        }
    }
    loop {
        let mut writes: HashMap<VarId, (u32, Option<Expr>)> = HashMap::new();
        for e in cfg.graph.edge_weights() {
            match &e.action {
                Action::Assign(pairs) => {
                    for (x, v) in pairs {
                        let w = writes.entry(*x).or_insert((0, None));
                        w.0 += 1;
                        w.1 = Some(v.clone());
                    }
                }
                Action::Havoc(x) => writes.entry(*x).or_insert((0, None)).0 += 2,
                Action::Forget(xs) => xs.iter().for_each(|x| writes.entry(*x).or_insert((0, None)).0 += 2),
                Action::Skip => {}
            }
        }
        // An input holds a value before any edge assigns it: never a constant.
        let from_outside = |x: VarId| cfg.vars[x as usize].kind == super::VarKind::Input;
        let known: HashMap<VarId, Expr> =
            writes.into_iter().filter(|(x, _)| !from_outside(*x)).filter_map(|(x, (n, v))| v.filter(|v| n == 1 && is_literal(v)).map(|v| (x, v))).collect();
        let reads_known = |e: &Expr| e.any(&mut |x| matches!(x, Expr::Var(v) if known.contains_key(v)));
        let mut changed = false;
        for e in cfg.graph.edge_weights_mut() {
            let sub = |x: &Expr| substitute(x, &|v| known.get(&v).cloned().unwrap_or(Expr::Var(v)));
            for g in &mut e.guard {
                if reads_known(g) {
                    *g = sub(g);
                    changed = true;
                }
            }
            if let Action::Assign(pairs) = &mut e.action {
                for (_, v) in pairs.iter_mut() {
                    if reads_known(v) {
                        *v = sub(v);
                        changed = true;
                    }
                }
            }
        }
        if !changed {
            return;
        }
    }
}
