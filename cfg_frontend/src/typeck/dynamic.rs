//! Values whose type varies (`Type::Dyn`): a name assigned values of several of
//! None, bool, int and str, a function returning several, a parameter called with
//! several (or annotated with a union of them, `Any`, `Optional[str]`). Python
//! keeps the type with the value; so does minipy, for these four (lists, tuples
//! and objects in such a value are not read yet).
//!
//! A checking round that meets such a conflict records it (`Checker::found`) and
//! the module is checked again with it taken as dynamic from the start: every
//! binding of the name is then dynamic, so the first type seen no longer decides.
//!
//! Where a dynamic value is used as one type, every other type it could hold must
//! make CPython raise TypeError there (`x + 1`, `x < 1`, `len(x)`, `x[0]`): the
//! expression is recorded in `Program::unwrap` with the type, and the interpreter
//! and the lowering raise TypeError if the value has another. Uses where another
//! type would not raise (`x * 2`: a str repeats) are rejected. `==`, `!=`, `is
//! None`, `isinstance`, truthiness, assignment, passing and returning take the
//! value as it is.

use super::Checker;
use crate::ast::*;
use std::collections::BTreeSet;

/// Rounds of checking at most: each adds a dynamic name, parameter or return.
pub(super) const MAX_ROUNDS: usize = 32;

#[derive(Clone, Debug, Default)]
pub(super) struct Dynamic {
    /// (scope, name): the scope is a function's name, or `MODULE` for the globals.
    pub vars: BTreeSet<(String, String)>,
    /// Functions returning a dynamic value.
    pub returns: BTreeSet<String>,
    /// (function, parameter index).
    pub params: BTreeSet<(String, usize)>,
    /// The same, holding an int or a float (`numbers`).
    pub num_vars: BTreeSet<(String, String)>,
    pub num_returns: BTreeSet<String>,
    pub num_params: BTreeSet<(String, usize)>,
    /// Names given `[]` and then a float (`lists::method`): their `[]` is a
    /// `list[float]`.
    pub float_lists: BTreeSet<(String, String)>,
    /// Checking rounds run so far.
    pub rounds: usize,
}

impl Dynamic {
    pub fn extend(&mut self, other: Dynamic) {
        self.vars.extend(other.vars);
        self.returns.extend(other.returns);
        self.params.extend(other.params);
        self.num_vars.extend(other.num_vars);
        self.num_returns.extend(other.num_returns);
        self.num_params.extend(other.num_params);
        self.float_lists.extend(other.float_lists);
        self.rounds += 1;
    }

    /// Whether everything `self` found was taken as dynamic already.
    pub fn within(&self, seed: &Dynamic) -> bool {
        self.vars.is_subset(&seed.vars)
            && self.returns.is_subset(&seed.returns)
            && self.params.is_subset(&seed.params)
            && self.num_vars.is_subset(&seed.num_vars)
            && self.num_returns.is_subset(&seed.num_returns)
            && self.num_params.is_subset(&seed.num_params)
            && self.float_lists.is_subset(&seed.float_lists)
    }
}

/// Whether `f`'s returns give its return type (no `ensures` makes the annotation
/// part of a contract).
pub(super) fn infers_return(f: &Function) -> bool {
    crate::ast::contract(&f.body).ensures.is_empty()
}

/// Whether a value of type `got` may be stored where `want` is expected: the same
/// type, or a scalar into a dynamic value, or an int or None into `int | None`.
pub(super) fn fits(want: Type, got: Type) -> bool {
    want == got || (want == Type::Dyn && got.is_scalar()) || (want == Type::OptInt && matches!(got, Type::Int | Type::None))
}

/// The type of a value that is one of two of these types (a conditional
/// expression's branches): the type, or a dynamic value.
pub(super) fn join(a: Type, b: Type) -> Option<Type> {
    match super::optional::join(a, b) {
        Some(t) => Some(t),
        None if a.is_scalar() && b.is_scalar() => Some(Type::Dyn),
        None => None,
    }
}

/// Whether CPython raises TypeError for a value of type `got` where an argument
/// or operand must be a `want` (an int or a str; a bool is an int).
pub(super) fn raises_type_error(want: Type, got: Type) -> bool {
    match want {
        Type::Int => matches!(got, Type::Str),
        Type::Str => got.is_numeric(),
        _ => false,
    }
}

/// Whether `x op y` raises TypeError in CPython for every value of these types: a
/// str with a number, but for `*` (repetition) and `%` (formatting, which
/// depends on the str).
pub(super) fn arith_raises(op: ArithOp, x: Type, y: Type) -> bool {
    let mixed = (x == Type::Str && y.is_numeric()) || (x.is_numeric() && y == Type::Str);
    mixed && !matches!(op, ArithOp::Mul | ArithOp::Mod)
}

/// The type a dynamic operand of `op` (an ordering where `None`) must have beside
/// one of type `other`, where every other type makes CPython raise TypeError.
fn operand_want_of(op: Option<ArithOp>, other: Type) -> Option<Type> {
    match (op, other) {
        (Some(ArithOp::Mul | ArithOp::Mod), _) => None,
        (_, t) if t.is_numeric() || t == Type::OptInt => Some(Type::Int),
        // str + str, and str orderings.
        (Some(ArithOp::Add) | None, Type::Str) => Some(Type::Str),
        _ => None,
    }
}

pub(super) fn operand_want(op: ArithOp, other: Type) -> Option<Type> {
    operand_want_of(Some(op), other)
}

impl Checker<'_> {
    /// `e`, statically not a `want` where Python needs one: TypeError when it has
    /// been evaluated (recorded in `Program::unwrap`; the value does not fit).
    pub(super) fn type_error_at(&mut self, e: &Expr, want: Type) -> Type {
        self.unwrap.insert(e.id, want);
        want
    }

    /// How the rounds name the variable `name` (assigned in the current function,
    /// or a global): (scope, name).
    pub(super) fn slot(&self, name: &str, global: bool) -> (String, String) {
        let scope = if global { MODULE_SCOPE.to_string() } else { self.st.name.clone() };
        (scope, name.to_string())
    }

    /// Whether `name` is taken as dynamic this round.
    pub(super) fn is_dynamic_var(&self, name: &str, global: bool) -> bool {
        self.dynamic.vars.contains(&self.slot(name, global))
    }

    /// Records that `name` takes values of two scalar types.
    pub(super) fn found_dynamic_var(&mut self, name: &str, global: bool) {
        let slot = self.slot(name, global);
        self.found.vars.insert(slot);
    }

    /// `e`, a dynamic value, used as a `want`: TypeError (recorded for the
    /// interpreter and the lowering) if it holds another type.
    pub(super) fn unwrap_dynamic(&mut self, e: &Expr, want: Type) -> Type {
        self.unwrap.insert(e.id, want);
        want
    }

    /// `e` of type `ty` used where Python raises TypeError unless it is an int (or
    /// a bool): an `int | None` or a dynamic value is checked there.
    pub(super) fn strict_int_operand(&mut self, e: &Expr, ty: Type) -> Type {
        match ty {
            Type::Dyn => self.unwrap_dynamic(e, Type::Int),
            _ => self.as_int_operand(e, ty),
        }
    }

    /// The operand types of `a op b` where one is dynamic, as the operation needs
    /// them: what the other operand allows, where every other type the dynamic
    /// one may hold makes Python raise TypeError. `None`: no such type (`x * 2`
    /// repeats a str, `%` formats one).
    pub(super) fn dynamic_operands(&mut self, op: Option<ArithOp>, (a, ta): (&Expr, Type), (b, tb): (&Expr, Type)) -> Option<(Type, Type)> {
        let want = |other: Type| operand_want_of(op, other);
        match (ta, tb) {
            (Type::Dyn, Type::Dyn) => None,
            (Type::Dyn, other) => {
                let w = want(other)?;
                let other = if w == Type::Int { self.as_int_operand(b, other) } else { other };
                Some((self.unwrap_dynamic(a, w), other))
            }
            (other, Type::Dyn) => {
                let w = want(other)?;
                let other = if w == Type::Int { self.as_int_operand(a, other) } else { other };
                Some((other, self.unwrap_dynamic(b, w)))
            }
            _ => Some((ta, tb)),
        }
    }
}

/// The scope the module's variables are keyed by.
const MODULE_SCOPE: &str = super::MODULE;
