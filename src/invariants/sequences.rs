//! Candidate invariants over strs: a str the loop builds is a slice of another,
//! forward or reversed, at the loop's counter (`r == s[i + 1:][::-1]` of a loop
//! that appends `s[i]` counting down), and two strs agree up to the counter
//! (`s[:i] == p[:i]` of a loop that compares them character by character, or
//! `s[:i] == s[j + 1:][::-1]` of a palindrome test from both ends). What the loop
//! computes is then known after it for every string, where the path constraints
//! of its unrolled iterations know it only for strings of the lengths unrolled.
//!
//! Guesses, as `guess`'s are: kept where every sampled state satisfies them, and
//! only after Houdini proves them inductive. The solver reads a slice and a
//! reversal exactly (`smt::Tup::stride`), so a proof is a proof for every string.

use crate::clp::ClpProgram;
use cfg_frontend::ast::{ArithOp, CmpOp, Type};
use cfg_frontend::cfg::{exec, Expr, VarId};
use cfg_frontend::str_ops::StrFn;
use cfg_frontend::value::Value;

/// Strs and ints a head's templates range over, at most.
const STRS: usize = 4;
const INTS: usize = 3;

/// The strs and ints the templates at a head speak of.
#[derive(Clone, Debug, Default)]
pub(super) struct Terms {
    /// Strs live at the head, the loop's own first.
    strs: Vec<VarId>,
    /// Of those, the ones the loop writes.
    written: Vec<VarId>,
    /// Ints live at the head, the loop's counters first.
    ints: Vec<VarId>,
}

impl Terms {
    /// Nothing to relate: no sampled states are needed.
    pub(super) fn is_empty(&self) -> bool {
        self.strs.is_empty() || self.ints.is_empty()
    }
}

/// The terms of the templates at `h`, from the variables live there (`live`), the
/// loop's writes and its counters.
pub(super) fn terms(prog: &ClpProgram, live: &[VarId], writes: &[VarId], counters: &[VarId]) -> Terms {
    let is = |v: &VarId, ty: Type| prog.var_type(*v) == ty;
    let mut strs: Vec<VarId> = writes.iter().chain(live).copied().filter(|v| live.contains(v) && is(v, Type::Str)).collect();
    dedup(&mut strs);
    strs.truncate(STRS);
    let written = strs.iter().copied().filter(|v| writes.contains(v)).collect();
    let mut ints: Vec<VarId> = counters.iter().chain(writes).copied().filter(|v| live.contains(v) && is(v, Type::Int)).collect();
    dedup(&mut ints);
    ints.truncate(INTS);
    Terms { strs, written, ints }
}

fn dedup(vs: &mut Vec<VarId>) {
    let mut seen = Vec::new();
    vs.retain(|v| {
        let new = !seen.contains(v);
        seen.push(*v);
        new
    });
}

/// The templates at a head that every sampled state there satisfies. No samples,
/// no guesses: a template nothing tested is noise Houdini would pay to drop.
pub(super) fn candidates(terms: &Terms, states: &[exec::Env]) -> Vec<Expr> {
    if states.is_empty() || terms.is_empty() {
        return Vec::new();
    }
    // Two strs equal in every sample (a parameter and the argument it copies) are
    // equal on the path that reaches the head: relating their slices is noise.
    let same = |y: VarId, z: VarId| states.iter().all(|s| s[y as usize].is_some() && s[y as usize] == s[z as usize]);
    templates(terms, &same).into_iter().filter(|e| states.iter().all(|s| exec::try_eval(e, s) == Some(Value::Bool(true)))).collect()
}

fn templates(terms: &Terms, same: &dyn Fn(VarId, VarId) -> bool) -> Vec<Expr> {
    let var = |v: VarId| Expr::Var(v);
    let plus_one = |v: VarId| Expr::arith(ArithOp::Add, var(v), Expr::int(1));
    // The bounds a slice at a counter takes: the counter and the one past it. Not
    // slices from the end (`s[len(s) - i:] == p[len(p) - i:]`): beside a prefix's
    // `s[k] == p[k]`, the cells at two offsets made Z3's instantiation run on
    // (`s[k] -> p[k] -> p[k + d] -> s[k + d] ...`), a Houdini check past 2 M units.
    let at = |i: VarId| [var(i), plus_one(i)];
    let mut out = Vec::new();
    // A str the loop builds, as a slice of another: `x == y[a:b]`, `x == y[a:b][::-1]`.
    for &x in &terms.written {
        for &y in terms.strs.iter().filter(|&&y| y != x && !same(x, y)) {
            let mut bounds: Vec<(Option<Expr>, Option<Expr>)> = Vec::new();
            for &i in &terms.ints {
                for b in at(i) {
                    bounds.push((None, Some(b.clone())));
                    bounds.push((Some(b), None));
                }
            }
            for (lo, hi) in bounds {
                let slice = Expr::Slice(Box::new(var(y)), lo.map(Box::new), hi.map(Box::new));
                out.push(Expr::cmp(CmpOp::Eq, var(x), slice.clone()));
                out.push(Expr::cmp(CmpOp::Eq, var(x), reversed(slice)));
            }
        }
    }
    // Two strs that agree so far: `y[:a] == z[:a]`, `y[:a] == z[b:][::-1]`.
    for (n, &y) in terms.strs.iter().enumerate() {
        for &z in terms.strs.iter().filter(|&&z| z == y || !same(y, z)) {
            for &i in &terms.ints {
                for a in at(i) {
                    let head = Expr::Slice(Box::new(var(y)), None, Some(Box::new(a.clone())));
                    if terms.strs[..n].contains(&z) {
                        out.push(Expr::cmp(CmpOp::Eq, head.clone(), Expr::Slice(Box::new(var(z)), None, Some(Box::new(a.clone())))));
                    }
                    for &j in &terms.ints {
                        for b in at(j) {
                            out.push(Expr::cmp(CmpOp::Eq, head.clone(), reversed(Expr::Slice(Box::new(var(z)), Some(Box::new(b)), None))));
                        }
                    }
                }
            }
        }
    }
    out
}

/// `t[::-1]`.
fn reversed(t: Expr) -> Expr {
    Expr::StrFn(StrFn::StepSlice(false, false), vec![t, Expr::int(-1)])
}
