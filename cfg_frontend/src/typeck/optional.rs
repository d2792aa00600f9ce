//! `None` as a variable's value: a name assigned the literal `None` somewhere in its
//! scope, and ints elsewhere, has type `int | None` (`Type::OptInt`), and so has a
//! function that returns both. Where such a value is used as an int (arithmetic,
//! an ordering, an index, an int parameter) Python raises TypeError if it is None:
//! the expression is recorded in `Program::unwrap`, and the interpreter and the
//! lowering check it there. `==`, `!=`, `is None`, truthiness and assignment take it
//! as it is.

use super::Checker;
use crate::ast::*;
use std::collections::BTreeSet;

/// The names a body assigns the literal `None` (not looking into nested bodies).
pub(super) fn assigned_none(body: &[Stmt]) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    walk_stmts(body, &mut |s| {
        if let StmtKind::Assign { targets, value, .. } = &s.kind {
            if targets.len() == 1 && matches!(value.kind, ExprKind::NoneLit) {
                out.insert(targets[0].name.clone());
            }
        }
    });
    out
}

/// The type two values of types `a` and `b` share, where one may be None.
pub(super) fn join(a: Type, b: Type) -> Option<Type> {
    match (a, b) {
        _ if a == b => Some(a),
        (Type::Int | Type::None | Type::OptInt, Type::Int | Type::None | Type::OptInt) => Some(Type::OptInt),
        _ => None,
    }
}

impl Checker<'_> {
    /// `e`, of type `ty`, used as an int: an `int | None` one is checked there.
    pub(super) fn as_int_operand(&mut self, e: &Expr, ty: Type) -> Type {
        if ty == Type::OptInt {
            self.unwrap.insert(e.id, Type::Int);
            Type::Int
        } else {
            ty
        }
    }

    /// The type a binding of `name` gives it: `int | None` for the names the scope
    /// assigns None.
    pub(super) fn binding_type(&self, name: &str, ty: Type) -> Type {
        if self.st.optional.contains(name) && matches!(ty, Type::Int | Type::None) {
            Type::OptInt
        } else {
            ty
        }
    }
}
