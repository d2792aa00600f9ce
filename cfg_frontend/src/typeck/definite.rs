//! Definite assignment: every variable a program reads is surely assigned there
//! (Python would raise UnboundLocalError, or NameError for a module variable that a
//! function reads before the module's code assigns it; minipy rejects the program).

use super::Builtin;
use crate::ast::*;
use crate::diagnostic::Diagnostic;
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// Definite assignment: the set of locals surely assigned at each point; `None` where
/// control cannot reach (after return, break, error()).
pub(super) struct DefiniteAssignment<'a> {
    pub(super) locals: &'a BTreeMap<String, Type>,
    pub(super) diags: &'a mut Vec<Diagnostic>,
    /// For each enclosing loop, the sets at its `break`s.
    pub(super) breaks: Vec<Vec<BTreeSet<String>>>,
    /// In a script's module code: the globals each function reads (directly or
    /// through its callees), which must be assigned where it is called.
    pub(super) call_reads: Option<&'a HashMap<String, BTreeSet<String>>>,
    /// The module: a call ends the run only if it means the built-in (the file may
    /// define its own `abort()`).
    pub(super) module: &'a Module,
}

type Assigned = Option<BTreeSet<String>>;

fn meet(a: Assigned, b: Assigned) -> Assigned {
    match (a, b) {
        (None, x) | (x, None) => x,
        (Some(a), Some(b)) => Some(a.intersection(&b).cloned().collect()),
    }
}

impl DefiniteAssignment<'_> {
    fn reads(&mut self, e: &Expr, set: &BTreeSet<String>) {
        // A comprehension's or quantifier's own variable is assigned inside it.
        let bound = match &e.kind {
            ExprKind::ListComp { elt, var, iter, cond } => Some((var, [Some(&**elt), cond.as_deref()], iter.exprs())),
            ExprKind::Quant { var, domain, body, .. } => Some((var, [Some(&**body), None], domain.exprs())),
            _ => None,
        };
        if let Some((var, inner, outer)) = bound {
            for o in outer {
                self.reads(o, set);
            }
            let mut with_var = set.clone();
            with_var.insert(var.name.clone());
            for i in inner.into_iter().flatten() {
                self.reads(i, &with_var);
            }
            return;
        }
        if !matches!(e.kind, ExprKind::Name(_)) {
            for child in children(e) {
                self.reads(child, set);
            }
        }
        let call_reads = self.call_reads;
        std::iter::once(e).for_each(|x| {
            if let (ExprKind::Call { func, .. }, Some(reads)) = (&x.kind, call_reads) {
                for g in reads.get(&func.name).into_iter().flatten() {
                    if !set.contains(g) {
                        self.diags.push(Diagnostic::new("type", x.span, format!("{}() reads the global '{g}', which may not be assigned yet here", func.name)));
                    }
                }
            }
            if let ExprKind::Name(n) = &x.kind {
                if self.locals.contains_key(n) && !set.contains(n) {
                    self.diags.push(Diagnostic::new(
                        "type",
                        x.span,
                        format!("local variable '{n}' may be used before it is assigned"),
                    ));
                }
            }
        });
    }

    pub(super) fn block(&mut self, stmts: &[Stmt], set: BTreeSet<String>) -> Assigned {
        let mut cur = Some(set);
        for s in stmts {
            let Some(set) = cur else {
                return None; // unreachable code is not checked, as Python would not run it
            };
            cur = self.stmt(s, set);
        }
        cur
    }

    fn stmt(&mut self, s: &Stmt, mut set: BTreeSet<String>) -> Assigned {
        for e in stmt_exprs(s) {
            self.reads(e, &set);
        }
        match &s.kind {
            StmtKind::Assign { targets, .. } => {
                set.extend(targets.iter().map(|t| t.name.clone()));
                Some(set)
            }
            StmtKind::AugAssign { target, .. } => {
                self.read_name(target, &set);
                set.insert(target.name.clone());
                Some(set)
            }
            StmtKind::SetItem { target, .. } | StmtKind::DelItem { target, .. } => {
                self.read_name(target, &set);
                Some(set)
            }
            StmtKind::If { then, orelse, .. } => {
                let a = self.block(then, set.clone());
                let b = self.block(orelse, set);
                meet(a, b)
            }
            StmtKind::While { cond, body, orelse } => {
                let forever = matches!(cond.kind, ExprKind::Bool(true));
                self.loop_(body, orelse, set.clone(), set, forever)
            }
            StmtKind::For { var, body, orelse, .. } => {
                let mut inner = set.clone();
                inner.insert(var.name.clone());
                self.loop_(body, orelse, inner, set, false)
            }
            StmtKind::Break => {
                self.breaks.last_mut().expect("break inside a loop (checked)").push(set);
                None
            }
            StmtKind::Continue | StmtKind::Return(_) | StmtKind::Raise { .. } => None,
            StmtKind::Try { body, handlers, orelse, finally } => {
                let after_body = self.block(body, set.clone());
                let mut out = match after_body {
                    Some(b) => self.block(orelse, b),
                    None => None,
                };
                for h in handlers {
                    out = meet(out, self.block(&h.body, set.clone()));
                }
                // `finally` runs on every way out, at the least from the try's entry
                // (an exception may leave the body at its first statement).
                self.block(finally, set);
                let reported = self.diags.len();
                let out = out.and_then(|after| self.block(finally, after));
                self.diags.truncate(reported);
                out
            }
            StmtKind::Expr(Expr { kind: ExprKind::Call { func, .. }, .. }) if matches!(Builtin::resolve(&func.name, |n| self.module.function(n).is_some()), Some(Builtin::Error | Builtin::Abort | Builtin::Exit)) => None,
            StmtKind::Havoc(x) => {
                set.insert(x.name.clone());
                Some(set)
            }
            StmtKind::Pass | StmtKind::Declare { .. } | StmtKind::Assert { .. } | StmtKind::Expr(_) | StmtKind::Assume(_) | StmtKind::Global(_) => Some(set),
        }
    }

    fn read_name(&mut self, target: &Ident, set: &BTreeSet<String>) {
        if self.locals.contains_key(&target.name) && !set.contains(&target.name) {
            self.diags.push(Diagnostic::new("type", target.span, format!("local variable '{}' may be used before it is assigned", target.name)));
        }
    }

    fn loop_(&mut self, body: &[Stmt], orelse: &[Stmt], body_entry: BTreeSet<String>, exit: BTreeSet<String>, forever: bool) -> Assigned {
        self.breaks.push(Vec::new());
        self.block(body, body_entry);
        let breaks = self.breaks.pop().expect("pushed above");
        let mut out = if forever { None } else { self.block(orelse, exit) };
        for b in breaks {
            out = meet(out, Some(b));
        }
        out
    }
}
