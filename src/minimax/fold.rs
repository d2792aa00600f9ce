//! Constant folding along a path: which variables hold a value that the path's own
//! definitions force (`x := 5`, then `y := x + 1`), and which positions force it.
//! A guard over such values is decided by evaluation, without the solver; when it
//! fails, the guard and the positions behind its values are an unsat core. In
//! device-driver code most guards test state variables set to constants, so most
//! branches are decided here.

use crate::clp::{Constraint, Rule};
use cfg_frontend::cfg::exec::{try_eval, Lookup};
use cfg_frontend::cfg::{Expr, VarId};
use cfg_frontend::value::Value;
use std::rc::Rc;

/// A forced value and the path positions (definitions) that force it.
#[derive(Clone, Debug)]
struct Forced {
    value: Value,
    deps: Rc<Vec<usize>>,
}

/// Per variable, the value its current version is forced to, if any. Each node's
/// successors copy it: shared entries make that copy one pointer per variable.
#[derive(Clone, Debug)]
pub struct Consts(Vec<Option<Rc<Forced>>>);

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
        Consts(vec![None; n_vars])
    }

    /// The forced int and Boolean values whose positions all satisfy `usable`, with
    /// those positions.
    pub fn forced(&self, usable: impl Fn(usize) -> bool) -> Vec<(VarId, Value, Rc<Vec<usize>>)> {
        self.0
            .iter()
            .enumerate()
            .filter_map(|(x, f)| f.as_ref().map(|f| (x, f)))
            .filter(|(_, f)| matches!(f.value, Value::Int(_) | Value::Bool(_)) && f.deps.iter().all(|&p| usable(p)))
            .map(|(x, f)| (x as VarId, f.value.clone(), f.deps.clone()))
            .collect()
    }

    fn deps_of(&self, e: &Expr, out: &mut Vec<usize>) {
        e.for_each_var(&mut |v| {
            if let Some(f) = &self.0[v as usize] {
                out.extend(f.deps.iter().copied());
            }
        });
    }

    /// Takes `rule`, whose constraints sit at positions `first..` of the path: the
    /// forced values after it, and what folding says about its guards (evaluated,
    /// like the definitions, on the values before it).
    pub fn step(&self, rule: &Rule, first: usize) -> (Consts, Verdict) {
        let mut next = self.clone();
        for &w in &rule.writes {
            next.0[w as usize] = None; // havocked unless defined below
        }
        let mut verdict = Verdict::Holds(Vec::new());
        for (i, c) in rule.constraints.iter().enumerate() {
            let pos = first + i;
            match c {
                Constraint::Guard(g) => {
                    if matches!(verdict, Verdict::Fails(_)) {
                        continue;
                    }
                    match evaluate(g, self) {
                        Some(Value::Bool(b)) => {
                            let mut deps = vec![pos];
                            self.deps_of(g, &mut deps);
                            if b {
                                if let Verdict::Holds(all) = &mut verdict {
                                    all.extend(deps);
                                }
                            } else {
                                verdict = Verdict::Fails(deps);
                            }
                        }
                        _ => verdict = Verdict::Open,
                    }
                }
                Constraint::Def(v, e) => {
                    if let Some(value) = evaluate(e, self) {
                        let mut deps = vec![pos];
                        self.deps_of(e, &mut deps);
                        deps.sort_unstable();
                        deps.dedup();
                        next.0[*v as usize] = Some(Rc::new(Forced { value, deps: Rc::new(deps) }));
                    }
                }
            }
        }
        if let Verdict::Holds(d) | Verdict::Fails(d) = &mut verdict {
            d.sort_unstable();
            d.dedup();
        }
        (next, verdict)
    }
}

impl Lookup for Consts {
    fn value(&self, v: VarId) -> Option<&Value> {
        Some(&self.0.get(v as usize)?.as_ref()?.value)
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
