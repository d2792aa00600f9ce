//! Values whose type varies (`Type::Dyn`, see `typeck::dynamic`) to the CFG: a
//! tuple whose first item tags the type and whose rest is the value: `(0,)` for
//! None, `(1, b)` for a bool (1 or 0), `(2, v)` for an int, `(3, c...)` for a str
//! (its code points). Any engine reads it as it reads a tuple.

use super::{as_int, Lowerer};
use crate::ast::Type;
use crate::cfg::Expr;
use crate::ast::CmpOp;

const NONE: i64 = 0;
const BOOL: i64 = 1;
const INT: i64 = 2;
const STR: i64 = 3;

fn tag(e: &Expr) -> Expr {
    Expr::Index(Box::new(e.clone()), Box::new(Expr::int(0)))
}

fn tag_is(e: &Expr, t: i64) -> Expr {
    Expr::cmp(CmpOp::Eq, tag(e), Expr::int(t))
}

/// A bool or an int (Python's numbers here: `True == 1`).
fn is_number(e: &Expr) -> Expr {
    Expr::Or(vec![tag_is(e, BOOL), tag_is(e, INT)])
}

/// The int a number holds (a bool as 1 or 0).
pub(super) fn int_payload(e: Expr) -> Expr {
    Expr::Index(Box::new(e), Box::new(Expr::int(1)))
}

pub(super) fn str_payload(e: Expr) -> Expr {
    Expr::Slice(Box::new(e), Some(Box::new(Expr::int(1))), None)
}

/// `e`, a value of type `ty`, as a dynamic value.
pub(super) fn wrap(e: Expr, ty: Type) -> Expr {
    match ty {
        Type::None => Expr::Tuple(vec![Expr::int(NONE)]),
        Type::Bool => Expr::Tuple(vec![Expr::int(BOOL), as_int(e, Type::Bool)]),
        Type::Int => Expr::Tuple(vec![Expr::int(INT), e]),
        Type::Str => Expr::Concat(Box::new(Expr::Tuple(vec![Expr::int(STR)])), Box::new(e)),
        // `()` is None, `(v,)` the int v.
        Type::OptInt => Expr::Ite(
            Box::new(Expr::cmp(CmpOp::Eq, Expr::Len(Box::new(e.clone())), Expr::int(0))),
            Box::new(Expr::Tuple(vec![Expr::int(NONE)])),
            Box::new(Expr::Tuple(vec![Expr::int(INT), Expr::Index(Box::new(e), Box::new(Expr::int(0)))])),
        ),
        _ => {
            debug_assert_eq!(ty, Type::Dyn, "the type checker stores only scalars in a dynamic value");
            e
        }
    }
}

/// Whether `e`, of type `want`'s dynamic encoding, holds a value `want` takes.
pub(super) fn holds(e: &Expr, want: Type) -> Expr {
    match want {
        Type::Int => is_number(e),
        Type::Str => tag_is(e, STR),
        Type::Bool => tag_is(e, BOOL),
        _ => tag_is(e, NONE),
    }
}

/// The value of `e` as a `want`, where `holds(e, want)`.
pub(super) fn payload(e: Expr, want: Type) -> Expr {
    match want {
        Type::Str => str_payload(e),
        Type::Bool => Expr::cmp(CmpOp::Ne, int_payload(e), Expr::int(0)),
        _ => int_payload(e),
    }
}

/// Python's truthiness of a dynamic value.
pub(super) fn truthy(e: Expr) -> Expr {
    Expr::Or(vec![
        Expr::And(vec![is_number(&e), Expr::cmp(CmpOp::Ne, int_payload(e.clone()), Expr::int(0))]),
        Expr::And(vec![tag_is(&e, STR), Expr::cmp(CmpOp::Gt, Expr::Len(Box::new(e)), Expr::int(1))]),
    ])
}

pub(super) fn is_none(e: &Expr) -> Expr {
    tag_is(e, NONE)
}

/// `isinstance(e, class)` (bool is a subclass of int).
pub(super) fn is_instance(e: &Expr, class: &str) -> Expr {
    match class {
        "int" => is_number(e),
        "bool" => tag_is(e, BOOL),
        "str" => tag_is(e, STR),
        _ => Expr::Bool(false),
    }
}

/// `a == b`, one of them dynamic: numbers by value, anything else by type and
/// value. A tuple or a list never equals what a dynamic value holds.
pub(super) fn equals((a, ta): (Expr, Type), (b, tb): (Expr, Type)) -> Expr {
    if !ta.is_scalar() || !tb.is_scalar() {
        return Expr::Bool(false);
    }
    match (ta, tb) {
        (Type::Dyn, Type::Dyn) => Expr::Or(vec![
            Expr::And(vec![is_number(&a), is_number(&b), Expr::cmp(CmpOp::Eq, int_payload(a.clone()), int_payload(b.clone()))]),
            Expr::And(vec![Expr::Not(Box::new(Expr::And(vec![is_number(&a), is_number(&b)]))), Expr::cmp(CmpOp::Eq, a, b)]),
        ]),
        (Type::Dyn, other) => equals_static(a, (b, other)),
        (other, _) => equals_static(b, (a, other)),
    }
}

/// `d == v`, `d` dynamic, `v` of the scalar type `ty`.
fn equals_static(d: Expr, (v, ty): (Expr, Type)) -> Expr {
    match ty {
        Type::Int | Type::Bool => Expr::And(vec![is_number(&d), Expr::cmp(CmpOp::Eq, int_payload(d), as_int(v, ty))]),
        Type::Str => Expr::And(vec![tag_is(&d, STR), Expr::cmp(CmpOp::Eq, str_payload(d), v)]),
        Type::None => is_none(&d),
        _ => equals((d, Type::Dyn), (wrap(v, ty), Type::Dyn)),
    }
}

impl Lowerer<'_> {
    /// Whether the variable `x` holds a dynamic value.
    pub(super) fn is_dynamic(&self, x: crate::cfg::VarId) -> bool {
        self.dynamic.contains(&x)
    }

    /// `int(x)` of a dynamic value: a number is itself, a str is read as `int(s)`
    /// reads it (ValueError), None raises TypeError.
    pub(super) fn dynamic_int_of(&mut self, x: Expr, span: crate::span::Span) -> Expr {
        use crate::ast::ExcKind;
        use crate::str_ops::StrFn;
        let x = self.held(x, Type::Tuple);
        self.check(Expr::Not(Box::new(is_none(&x))), ExcKind::TypeError, span);
        let text = str_payload(x.clone());
        let parses = Expr::Or(vec![is_number(&x), Expr::StrFn(StrFn::IsIntLiteral, vec![text.clone()])]);
        self.check(parses, ExcKind::ValueError, span);
        Expr::Ite(Box::new(is_number(&x)), Box::new(int_payload(x)), Box::new(Expr::StrFn(StrFn::ToInt, vec![text])))
    }
}
