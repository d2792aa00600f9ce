//! Tuples that hold bools: `(steps, n == 1)`, `-> tuple[int, bool]`. minipy's tuple
//! type is "a tuple of ints"; a tuple with a bool element gets a *shape* here, the
//! fixed list of its element types, and keeps its bools as 1 and 0 at run time and in
//! the solver (Python agrees: `(1, True) == (1, 1)`). The shape gives the type of
//! what comes out of it (an item by a literal index, the names it is unpacked into),
//! so the bool comes back as a bool. Shapes travel through variables, returns and
//! conditional expressions; the rest (slicing, concatenation, loops over such a
//! tuple, passing one to a function) is rejected by name.

use super::Checker;
use crate::ast::*;
use crate::diagnostic::Diagnostic;
use crate::span::Span;
use num_traits::ToPrimitive;

/// The element types of a tuple value, when not all int.
pub type Shape = Vec<Type>;

impl Checker<'_> {
    /// The shape of a tuple-valued expression just typed (recorded by id).
    pub(super) fn record_shape(&mut self, e: &Expr) {
        let shape = match &e.kind {
            ExprKind::Tuple(items) => {
                let types: Vec<Type> = items.iter().map(|it| self.expr_types[it.id as usize].unwrap_or(Type::Int)).collect();
                types.contains(&Type::Bool).then_some(types)
            }
            ExprKind::Name(n) => self.var_shape(n),
            ExprKind::Call { func, .. } => self.ret_shapes.get(&func.name).cloned(),
            ExprKind::IfExp { then, orelse, .. } => {
                let (a, b) = (self.shapes.get(&then.id).cloned(), self.shapes.get(&orelse.id).cloned());
                if a != b {
                    self.err(e.span, format!("both branches of a conditional expression must have the same type, found {} and {}", describe(&a), describe(&b)));
                }
                a
            }
            _ => None,
        };
        if let Some(shape) = shape {
            self.shapes.insert(e.id, shape);
        }
    }

    /// Rejects a tuple that holds bools where only int tuples are supported.
    pub(super) fn plain_tuple(&mut self, e: &Expr, what: &str) {
        if self.shapes.contains_key(&e.id) {
            self.diags.push(Diagnostic::unsupported(e.span, &format!("{what} a tuple that holds bools is")));
        }
    }

    /// The type of `t[i]` when `t` has a shape: the element's, for a literal index.
    pub(super) fn item_type(&mut self, t: &Expr, i: &Expr) -> Option<Type> {
        let shape = self.shapes.get(&t.id)?.clone();
        let at = match &i.kind {
            ExprKind::Int(v) => v.to_i64(),
            ExprKind::Unary(UnaryOp::Neg, x) => match &x.kind {
                ExprKind::Int(v) => v.to_i64().map(|v| -v),
                _ => None,
            },
            _ => None,
        };
        let n = shape.len() as i64;
        match at {
            Some(k) if -n <= k && k < n => Some(shape[k.rem_euclid(n) as usize]),
            // Out of range: IndexError at run time, and no value to type.
            Some(_) => Some(Type::Int),
            None if shape.iter().all(|&t| t == shape[0]) => Some(shape[0]),
            None => {
                self.err(i.span, format!("indexing a {} needs a literal index", describe(&Some(shape))));
                None
            }
        }
    }

    fn var_shape(&self, name: &str) -> Option<Shape> {
        if !self.st.global_decls.contains(name) {
            if self.st.locals.contains_key(name) {
                return self.st.shapes.get(name).cloned();
            }
        }
        self.global_shapes.get(name).cloned()
    }

    /// Records the shape a variable takes; a variable keeps one.
    pub(super) fn bind_shape(&mut self, target: &Ident, shape: Option<Shape>) {
        let global = self.is_global(&target.name);
        let first = !self.assigned_before(&target.name, global);
        let shapes = if global { &mut self.global_shapes } else { &mut self.st.shapes };
        let old = shapes.get(&target.name).cloned();
        if first {
            if let Some(s) = shape {
                shapes.insert(target.name.clone(), s);
            }
        } else if old != shape {
            self.err(target.span, format!("'{}' holds {} here but {} elsewhere: a minipy variable keeps one type", target.name, describe(&shape), describe(&old)));
        }
    }

    /// The shape a function's return takes; all its returns agree.
    pub(super) fn return_shape(&mut self, e: &Expr) {
        let shape = self.shapes.get(&e.id).cloned();
        let name = self.st.name.clone();
        match (self.st.ret_shape_seen, &self.st.ret_shape) {
            (false, _) => {
                self.st.ret_shape_seen = true;
                self.st.ret_shape = shape;
            }
            (true, old) if *old != shape => {
                let old = old.clone();
                self.err(e.span, format!("'{name}' returns {} here and {} elsewhere: a minipy function returns one type", describe(&shape), describe(&old)));
            }
            _ => {}
        }
    }

    /// The element types a `tuple[...]` annotation gives, if not all int.
    pub(super) fn annotated_shape(&self, span: Span) -> Option<Shape> {
        self.tuple_annotations.get(&span).cloned()
    }

    fn assigned_before(&self, name: &str, global: bool) -> bool {
        if global {
            self.globals.contains_key(name)
        } else {
            self.st.locals.contains_key(name)
        }
    }
}

/// `a tuple of ints`, `a tuple[int, bool]`.
pub(super) fn describe(shape: &Option<Shape>) -> String {
    match shape {
        None => "a tuple of ints".into(),
        Some(types) => format!("a tuple[{}]", types.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(", ")),
    }
}
