//! Values that are an int or a float (`Type::Num`, see `typeck::numbers`) to the
//! CFG: a tuple `(2, i)` for the int `i`, `(4, b)` for the float whose bits are
//! `b` (the tags of dynamic values, `dynamic`); any engine reads it as it reads a
//! tuple. An operation on one is lowered once for each type its operands hold,
//! behind a test of their tags, with the rules of those types: one meaning of
//! each operation, whatever the operands' types were found to be.

use super::{as_int, floats, Lowerer};
use crate::ast::{self, CmpOp, Type};
use crate::cfg::{Action, Expr};
use crate::float_ops::FloatFn;

const INT: i64 = 2;
const FLOAT: i64 = crate::cfg::NUM_FLOAT_TAG;

fn item(e: &Expr, k: i64) -> Expr {
    Expr::Index(Box::new(e.clone()), Box::new(Expr::int(k)))
}

/// Whether the `int | float` `e` holds a float.
pub(super) fn is_float(e: &Expr) -> Expr {
    Expr::cmp(CmpOp::Eq, item(e, 0), Expr::int(FLOAT))
}

/// The int `e` holds, where it holds one.
fn int_part(e: &Expr) -> Expr {
    item(e, 1)
}

/// The float `e` holds, where it holds one.
fn float_part(e: &Expr) -> Expr {
    Expr::FloatFn(FloatFn::FromBits, vec![item(e, 1)])
}

/// `e`, of type `ty` (an int, a bool as its int, a float or already an
/// `int | float`), as an `int | float`.
pub(super) fn wrap(e: Expr, ty: Type) -> Expr {
    match ty {
        Type::Float => Expr::Tuple(vec![Expr::int(FLOAT), Expr::FloatFn(FloatFn::ToBits, vec![e])]),
        Type::Int | Type::Bool => Expr::Tuple(vec![Expr::int(INT), as_int(e, ty)]),
        _ => {
            debug_assert_eq!(ty, Type::Num, "the type checker stores only ints and floats in an int | float");
            e
        }
    }
}

/// Python's truthiness of an `int | float`.
pub(super) fn truthy(e: Expr) -> Expr {
    Expr::Or(vec![
        Expr::And(vec![is_float(&e), floats::truthy(float_part(&e))]),
        Expr::And(vec![is_float(&e).negate(), Expr::cmp(CmpOp::Ne, int_part(&e), Expr::int(0))]),
    ])
}

/// `a op b` of two `int | float`s, exactly as Python compares an int and a float.
fn compare(op: CmpOp, a: &Expr, b: &Expr) -> Expr {
    let (fa, fb) = (is_float(a), is_float(b));
    Expr::Or(vec![
        Expr::And(vec![fa.clone(), fb.clone(), Expr::FloatFn(FloatFn::Cmp(op), vec![float_part(a), float_part(b)])]),
        Expr::And(vec![fa.clone(), fb.clone().negate(), Expr::FloatFn(FloatFn::CmpInt(op.flipped()), vec![int_part(b), float_part(a)])]),
        Expr::And(vec![fa.clone().negate(), fb.clone(), Expr::FloatFn(FloatFn::CmpInt(op), vec![int_part(a), float_part(b)])]),
        Expr::And(vec![fa.negate(), fb.negate(), Expr::cmp(op, int_part(a), int_part(b))]),
    ])
}

/// `min(...)`/`max(...)` of numbers of several types: the first argument unless a
/// later one is strictly less (greater), as CPython picks; a nan is never.
pub(super) fn min_max(min: bool, args: Vec<(Expr, Type)>) -> Expr {
    let op = if min { CmpOp::Lt } else { CmpOp::Gt };
    let mut args = args.into_iter().map(|(v, t)| wrap(v, t));
    let mut acc = args.next().expect("the type checker wants an argument");
    for v in args {
        acc = Expr::Ite(Box::new(compare(op, &v, &acc)), Box::new(v), Box::new(acc));
    }
    acc
}

/// `isinstance(e, class)` of an `int | float`.
pub(super) fn is_instance(e: &Expr, class: &str) -> Expr {
    match class {
        "float" => is_float(e),
        "int" => is_float(e).negate(),
        _ => Expr::Bool(false),
    }
}

/// Lowers one combination: the operand values (each an int, a bool or a float
/// here) and the combination's index in `typeck::numbers::combinations`' order; the
/// value and its type.
type Leaf<'f, 'l> = dyn FnMut(&mut Lowerer<'l>, &[(Expr, Type)], usize) -> (Expr, Type) + 'f;

impl<'l> Lowerer<'l> {
    /// The type of the program's values the variable `x` holds.
    pub(super) fn held_type(&self, x: crate::cfg::VarId) -> Type {
        if self.numbers.contains(&x) { Type::Num } else { self.vars[x as usize].ty }
    }

    /// `e`, an operation the type checker typed once per type its `int | float`
    /// operands hold (`Program::by_number`).
    pub(super) fn by_number(&mut self, e: &ast::Expr) -> Expr {
        let builtin = match &e.kind {
            ast::ExprKind::Call { func, .. } => self.program.builtin(&func.name),
            _ => None,
        };
        let ops = crate::typeck::numbers::operands(e, builtin).expect("the type checker records only these");
        let vals: Vec<(Expr, Type)> = ops.iter().map(|o| (self.expr(o), self.ty(o))).collect();
        let leaf_types = self.program.by_number[&e.id].clone();
        let ty = self.ty(e);
        self.dispatch(vals, ty, &mut |this: &mut Lowerer<'l>, chosen: &[(Expr, Type)], k: usize| {
            for (o, c) in ops.iter().zip(chosen) {
                this.retyped.insert(o.id, c.clone());
            }
            this.leaf_types.insert(e.id, leaf_types[k]);
            let v = this.expr_value(e);
            this.leaf_types.remove(&e.id);
            for o in &ops {
                this.retyped.remove(&o.id);
            }
            (v, leaf_types[k])
        })
    }

    /// A value of type `ty` computed by `leaf` for each combination of the types
    /// the `int | float`s among `vals` hold. Each is evaluated once, first.
    pub(super) fn dispatch(&mut self, vals: Vec<(Expr, Type)>, ty: Type, leaf: &mut Leaf<'_, 'l>) -> Expr {
        if self.pure.is_some() {
            return self.pure_leaves(&vals, Vec::new(), 0, ty, leaf);
        }
        let vals: Vec<(Expr, Type)> = vals.into_iter().map(|(v, t)| (if t == Type::Num { self.held(v, Type::Num) } else { v }, t)).collect();
        let t = self.temp("v", ty);
        let join = self.b.node();
        self.leaves(&vals, Vec::new(), 0, (t, join), leaf);
        self.b.cur = join;
        Expr::Var(t)
    }

    fn leaves(&mut self, vals: &[(Expr, Type)], chosen: Vec<(Expr, Type)>, k: usize, (t, join): (crate::cfg::VarId, crate::cfg::NodeIndex), leaf: &mut Leaf<'_, 'l>) {
        let Some((v, vt)) = vals.get(chosen.len()) else {
            let (v, vt) = leaf(self, &chosen, k);
            let v = self.stored(t, v, vt);
            self.b.step(Action::Assign(vec![(t, v)]));
            self.b.goto(join);
            return;
        };
        if *vt != Type::Num {
            let chosen = [chosen, vec![(v.clone(), *vt)]].concat();
            return self.leaves(vals, chosen, k, (t, join), leaf);
        }
        let (yes, no) = self.b.branch(is_float(v));
        self.b.cur = no;
        self.leaves(vals, [chosen.clone(), vec![(int_part(v), Type::Int)]].concat(), 2 * k, (t, join), leaf);
        self.b.cur = yes;
        self.leaves(vals, [chosen, vec![(float_part(v), Type::Float)]].concat(), 2 * k + 1, (t, join), leaf);
    }

    /// The same where no statement may be added (a quantifier's body): a
    /// conditional value, each combination's failures under its test.
    fn pure_leaves(&mut self, vals: &[(Expr, Type)], chosen: Vec<(Expr, Type)>, k: usize, ty: Type, leaf: &mut Leaf<'_, 'l>) -> Expr {
        let Some((v, vt)) = vals.get(chosen.len()) else {
            let (v, vt) = leaf(self, &chosen, k);
            return if ty == Type::Num { wrap(v, vt) } else { v };
        };
        if *vt != Type::Num {
            let chosen = [chosen, vec![(v.clone(), *vt)]].concat();
            return self.pure_leaves(vals, chosen, k, ty, leaf);
        }
        let test = is_float(v);
        let mut under = |this: &mut Self, cond: Expr, part: (Expr, Type), k: usize| {
            this.pure.as_mut().expect("pure").ctx.push(cond);
            let r = this.pure_leaves(vals, [chosen.clone(), vec![part]].concat(), k, ty, leaf);
            this.pure.as_mut().expect("pure").ctx.pop();
            r
        };
        let as_int = under(self, test.clone().negate(), (int_part(v), Type::Int), 2 * k);
        let as_float = under(self, test.clone(), (float_part(v), Type::Float), 2 * k + 1);
        Expr::Ite(Box::new(test), Box::new(as_float), Box::new(as_int))
    }
}
