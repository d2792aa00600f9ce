//! Python's scoping rules, as far as nested functions need them: which names a
//! function's body makes local, and which names a nested function reads from the
//! function around it (its free variables). Read off ruff's syntax tree before it is
//! converted, so that the converter can lift a nested function to module level with
//! its free variables as extra parameters (see `parser::Converter::nested_def`).

use ruff_python_ast::visitor::{self, Visitor};
use ruff_python_ast::{self as py, ExprContext};
use std::collections::BTreeSet;

/// Names a function body binds (assignment and loop targets, nested `def`s) and
/// those it reads, not looking into nested functions; and its `global` names.
#[derive(Default)]
struct Names {
    bound: BTreeSet<String>,
    read: BTreeSet<String>,
    global: BTreeSet<String>,
    /// Functions called by name.
    called: BTreeSet<String>,
}

impl<'a> Visitor<'a> for Names {
    fn visit_stmt(&mut self, stmt: &'a py::Stmt) {
        match stmt {
            // Its name is bound here; its body is its own scope.
            py::Stmt::FunctionDef(f) => {
                self.bound.insert(f.name.to_string());
            }
            py::Stmt::Global(g) => self.global.extend(g.names.iter().map(|n| n.to_string())),
            _ => visitor::walk_stmt(self, stmt),
        }
    }

    fn visit_expr(&mut self, expr: &'a py::Expr) {
        match expr {
            py::Expr::Name(n) => {
                if n.ctx == ExprContext::Load {
                    self.read.insert(n.id.to_string());
                } else {
                    self.bound.insert(n.id.to_string());
                }
            }
            py::Expr::Call(c) => {
                if let py::Expr::Name(n) = &*c.func {
                    self.called.insert(n.id.to_string());
                }
                visitor::walk_expr(self, expr);
            }
            _ => visitor::walk_expr(self, expr),
        }
    }
}

fn names(params: &py::Parameters, body: &[py::Stmt]) -> Names {
    let mut n = Names::default();
    for s in body {
        n.visit_stmt(s);
    }
    n.bound.extend(params.iter().map(|p| p.name().to_string()));
    let global = n.global.clone();
    n.bound.retain(|x| !global.contains(x));
    n
}

/// The local names of a function: what its body binds, less its globals.
pub fn locals(f: &py::StmtFunctionDef) -> BTreeSet<String> {
    names(&f.parameters, &f.body).bound
}

/// The free variables of `inner`, a function nested in a function whose locals are
/// `outer_locals`: the outer locals it reads without binding them itself, and those
/// of the functions it calls among `siblings` (nested functions defined before it,
/// with their free variables), whose calls will pass them on.
///
/// `Err(name)` when `inner` binds a name that a sibling it calls reads from the outer
/// function: passing it on would pass `inner`'s own variable instead.
pub fn free_variables(inner: &py::StmtFunctionDef, outer_locals: &BTreeSet<String>, siblings: &[(String, Vec<String>)]) -> Result<Vec<String>, String> {
    let n = names(&inner.parameters, &inner.body);
    let mut free: BTreeSet<String> = n.read.iter().filter(|x| outer_locals.contains(*x) && !n.bound.contains(*x) && !n.global.contains(*x)).cloned().collect();
    for (name, theirs) in siblings {
        if n.called.contains(name) {
            if let Some(clash) = theirs.iter().find(|x| n.bound.contains(*x) || n.global.contains(*x)) {
                return Err(clash.clone());
            }
            free.extend(theirs.iter().cloned());
        }
    }
    // Nested functions are not values: calling one is not reading a variable.
    free.retain(|x| !siblings.iter().any(|(s, _)| s == x) && *x != inner.name.as_str());
    Ok(free.into_iter().collect())
}

/// Every name the module binds anywhere, in any function (assignment and loop
/// targets, parameters, `def`s): a name imported from a module and bound again
/// means different things at different places.
pub fn bound_anywhere(body: &[py::Stmt]) -> BTreeSet<String> {
    #[derive(Default)]
    struct All(BTreeSet<String>);
    impl<'a> Visitor<'a> for All {
        fn visit_stmt(&mut self, stmt: &'a py::Stmt) {
            if let py::Stmt::FunctionDef(f) = stmt {
                self.0.insert(f.name.to_string());
                self.0.extend(f.parameters.iter().map(|p| p.name().to_string()));
            }
            visitor::walk_stmt(self, stmt);
        }

        fn visit_expr(&mut self, expr: &'a py::Expr) {
            if let py::Expr::Name(n) = expr {
                if n.ctx != ExprContext::Load {
                    self.0.insert(n.id.to_string());
                }
            }
            visitor::walk_expr(self, expr);
        }
    }
    let mut all = All::default();
    for s in body {
        all.visit_stmt(s);
    }
    all.0
}
