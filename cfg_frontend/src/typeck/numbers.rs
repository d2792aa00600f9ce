//! Values that are an int or a float (`Type::Num`): a name assigned both
//! (`total = 0` then `total += 0.5`), a function returning both, a parameter
//! called with both or annotated `float` and given an int (CPython never converts
//! it), a conditional expression with an int and a float branch, `min`/`max` of
//! both. Python keeps the type with the value; so does minipy.
//!
//! Found as dynamic values are (`dynamic`): a checking round that meets the
//! conflict records the name, and the next round takes it as `int | float` from
//! the start.
//!
//! An operation on such a value (`x + 1`, `x < y`, `-x`, `abs(x)`, `float(x)`,
//! `math.sqrt(x)`) is typed once for each type its `int | float` operands may hold,
//! with the rules of those types (`leaves`); its type is the join of the results,
//! and it is recorded in `Program::by_number`: the lowering and nothing else
//! lowers it once per combination, behind a test of the tags
//! (`cfg::lower::numbers`). The interpreter needs nothing: its values carry their
//! types. Anything else a `int | float` meets is rejected by the rules it meets.

use super::{Builtin, Checker};
use crate::ast::*;

/// Whether a value of type `t` may be held as an `int | float`.
pub(crate) fn is_real(t: Type) -> bool {
    matches!(t, Type::Int | Type::Float | Type::Num)
}

/// The type of a value of type `a` or `b` where they differ as an int and a float
/// do: `int | float`.
pub(crate) fn join(a: Type, b: Type) -> Option<Type> {
    (a != b && is_real(a) && is_real(b)).then_some(Type::Num)
}

/// Whether a value of type `got` is stored where an `int | float` is.
pub(crate) fn fits(want: Type, got: Type) -> bool {
    want == Type::Num && is_real(got)
}

/// The operands of `e` that an operation on an `int | float` is typed and lowered
/// for, in Python's order of evaluation; `None` where such an operand is not read
/// (`b` of a built-in other than these, chains of comparisons, `**`).
pub(crate) fn operands(e: &Expr, builtin: Option<Builtin>) -> Option<Vec<&Expr>> {
    match &e.kind {
        ExprKind::Arith(_, a, b) => Some(vec![a, b]),
        // A chain's later operands are evaluated only if the earlier comparisons
        // hold: taken first only where that cannot be told (names, literals).
        ExprKind::Compare(first, rest) if rest.len() == 1 || std::iter::once(&**first).chain(rest.iter().map(|(_, x)| x)).all(is_plain) => {
            Some(std::iter::once(&**first).chain(rest.iter().map(|(_, x)| x)).collect())
        }
        ExprKind::Unary(UnaryOp::Neg | UnaryOp::Pos, x) => Some(vec![x]),
        ExprKind::Call { args, .. } => match builtin? {
            Builtin::Abs | Builtin::FloatOf | Builtin::IntOf | Builtin::StrOf | Builtin::Round | Builtin::Math(_) | Builtin::Libm(..) | Builtin::Pow => Some(args.iter().collect()),
            _ => None,
        },
        _ => None,
    }
}

/// A name or a literal: evaluating it has no effect and cannot fail.
fn is_plain(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Name(_) | ExprKind::Int(_) | ExprKind::Float(_) | ExprKind::Bool(_) => true,
        ExprKind::Unary(UnaryOp::Neg, x) => matches!(x.kind, ExprKind::Int(_) | ExprKind::Float(_)),
        _ => false,
    }
}

/// The combinations of types `types` stand for, an `int | float` as an int and as
/// a float (in that order), the rest as they are.
pub(crate) fn combinations(types: &[Type]) -> Vec<Vec<Type>> {
    let mut out = vec![Vec::new()];
    for &t in types {
        let each: &[Type] = if t == Type::Num { &[Type::Int, Type::Float] } else { std::slice::from_ref(&t) };
        out = out.into_iter().flat_map(|prefix| each.iter().map(move |&x| [prefix.clone(), vec![x]].concat())).collect();
    }
    out
}

impl Checker<'_> {
    /// `e`, an operation whose operands (`ops`, of types `types`, one of them an
    /// `int | float`), typed once per combination of what they hold. `None` (and
    /// reported) where a combination has no type, or its rule would record a
    /// TypeError or an unwrapping for an operand.
    pub(super) fn by_number(&mut self, e: &Expr, ops: &[&Expr], types: &[Type]) -> Option<Type> {
        let (n_diags, n_unwrap) = (self.diags.len(), self.unwrap.len());
        let mut leaves = Vec::new();
        for combination in combinations(types) {
            for (o, t) in ops.iter().zip(&combination) {
                self.retyped.insert(o.id, *t);
            }
            let leaf = self.expr_rule(e);
            for o in ops {
                self.retyped.remove(&o.id);
            }
            leaves.push(leaf);
        }
        let clean = self.diags.len() == n_diags && self.unwrap.len() == n_unwrap;
        self.diags.truncate(n_diags);
        let joined = leaves.iter().try_fold(None, |acc: Option<Type>, t| {
            let t = (*t)?;
            Some(Some(match acc {
                None => t,
                Some(a) if a == t => a,
                Some(a) => join(a, t)?,
            }))
        });
        match joined.flatten() {
            Some(ty) if clean => {
                self.by_number.insert(e.id, leaves.into_iter().flatten().collect());
                Some(ty)
            }
            _ => {
                let what = match &e.kind {
                    ExprKind::Call { func, .. } => format!("{}() of", func.name),
                    _ => "this operation on".to_string(),
                };
                self.diags.push(crate::diagnostic::Diagnostic::unsupported(e.span, &format!("{what} a value that is an int or a float (it varies) is")));
                None
            }
        }
    }

    /// Records that `name` takes an int and a float.
    pub(super) fn found_number_var(&mut self, name: &str, global: bool) {
        let slot = self.slot(name, global);
        self.found.num_vars.insert(slot);
    }

    /// Whether `name` is taken as an `int | float` this round.
    pub(super) fn is_number_var(&self, name: &str, global: bool) -> bool {
        self.dynamic.num_vars.contains(&self.slot(name, global))
    }

    /// Records that the list `name` is given a float (`lists::method`).
    pub(super) fn found_float_list(&mut self, name: &str, global: bool) {
        let slot = self.slot(name, global);
        self.found.float_lists.insert(slot);
    }

    /// Whether `[]` assigned to `name` is taken as a list of floats this round.
    pub(super) fn is_float_list(&self, name: &str, global: bool) -> bool {
        self.dynamic.float_lists.contains(&self.slot(name, global))
    }

    /// `min(a, b, ...)`/`max(...)` of ints and floats (at least one of each, or an
    /// `int | float`): the chosen argument, of its own type.
    pub(super) fn min_max_of_numbers(&self, tys: &[Option<Type>]) -> Option<Type> {
        let all_real = tys.iter().all(|t| t.is_some_and(is_real));
        let mixed = tys.iter().any(|t| *t == Some(Type::Num)) || tys.windows(2).any(|w| w[0] != w[1]);
        (all_real && mixed).then_some(Type::Num)
    }
}
