//! Walks over the subterms of a term, each shared subterm once (formulas built by
//! substitution are DAGs). Two forms: one over `Dynamic`s, for callers that look at
//! the subterms, and one over Z3's own handles and ids, for the scans that only ask
//! which constants occur or whether one does: those run on every label conjunct
//! that is new, and wrapping each subterm (a reference count up and down, a hashed
//! set of wrappers) was a tenth of minimax's time on the tcas programs.

use rustc_hash::FxHashSet;
use z3::ast::{Ast, Dynamic};
use z3::DeclKind;
use z3_sys::AstKind;

/// Whether some subterm of `d` satisfies `pred`.
pub(super) fn any_subterm(d: &Dynamic, mut pred: impl FnMut(&Dynamic) -> bool) -> bool {
    let mut seen = FxHashSet::default();
    let mut work = vec![d.clone()];
    while let Some(x) = work.pop() {
        if pred(&x) {
            return true;
        }
        if seen.insert(x.clone()) {
            work.extend(subterms(&x));
        }
    }
    false
}

/// Whether `c` occurs in `d` outside the subterms that `skip` accepts (a
/// quantifier that mentions it counts as reaching it).
pub(super) fn occurs_outside(d: &Dynamic, c: &Dynamic, skip: &dyn Fn(&Dynamic) -> bool) -> bool {
    let mut seen = FxHashSet::default();
    let mut work = vec![d.clone()];
    while let Some(x) = work.pop() {
        if &x == c {
            return true;
        }
        if skip(&x) || !seen.insert(x.clone()) {
            continue;
        }
        match x.kind() {
            z3::AstKind::App => work.extend(x.children()),
            z3::AstKind::Quantifier if mentions(&x, c) => return true,
            _ => {}
        }
    }
    false
}

/// The direct subterms of `x`: an application's arguments, a quantifier's or lambda's
/// body (whose free constants are constants of the formula too); nothing for bound
/// variables. `Ast::children` is only defined for applications.
fn subterms(x: &Dynamic) -> Vec<Dynamic> {
    match x.kind() {
        z3::AstKind::App | z3::AstKind::Numeral => x.children(),
        z3::AstKind::Quantifier => {
            let ctx = x.get_ctx();
            // SAFETY: `x` is a quantifier (or lambda) of the thread-local context, and
            // Z3 returns its body, an AST of the same context that `wrap` references.
            unsafe {
                let body = z3_sys::Z3_get_quantifier_body(ctx.get_z3_context(), x.get_z3_ast()).expect("a quantifier has a body");
                vec![Dynamic::wrap(ctx, body)]
            }
        }
        _ => Vec::new(),
    }
}

/// A subterm as the raw walk sees it: its id (unique among live terms) and kind, and
/// whether it is a constant (an application without arguments).
pub(super) struct Node {
    pub id: u32,
    pub kind: AstKind,
    pub constant: bool,
}

/// Whether some subterm of `d` satisfies `pred`, on Z3's handles: no subterm is
/// wrapped. The handles stay valid during the walk because `d` is alive and holds
/// its subterms.
pub(super) fn any_node(d: &Dynamic, mut pred: impl FnMut(&Node) -> bool) -> bool {
    let ctx = d.get_ctx().get_z3_context();
    let mut seen: FxHashSet<u32> = FxHashSet::default();
    let mut work = vec![d.get_z3_ast()];
    // SAFETY: every handle is a subterm of the live term `d`, of its context.
    unsafe {
        while let Some(a) = work.pop() {
            let id = z3_sys::Z3_get_ast_id(ctx, a);
            if !seen.insert(id) {
                continue;
            }
            // An application without `Z3_get_ast_kind` (see `app_kind`); its kind
            // is App for a numeral too.
            let is_app = z3_sys::Z3_is_app(ctx, a);
            let kind = if is_app { AstKind::App } else { z3_sys::Z3_get_ast_kind(ctx, a) };
            let app = if is_app { z3_sys::Z3_to_app(ctx, a) } else { None };
            let args = app.map_or(0, |app| z3_sys::Z3_get_app_num_args(ctx, app));
            if pred(&Node { id, kind, constant: app.is_some() && args == 0 }) {
                return true;
            }
            match (kind, app) {
                (AstKind::App, Some(app)) => work.extend((0..args).filter_map(|i| z3_sys::Z3_get_app_arg(ctx, app, i))),
                (AstKind::Quantifier, _) => work.extend(z3_sys::Z3_get_quantifier_body(ctx, a)),
                _ => {}
            }
        }
    }
    false
}

/// The kind of function `d` applies (numerals included); `None` for a quantifier or
/// a bound variable. Not `Ast::kind` and `Ast::decl`: Z3's `get_ast_kind` checks an
/// application's sort against the numeral sorts, making three sort utilities with a
/// family lookup by name each; its 66,000 calls on tcas_like.c (the label code's
/// walks, two or three per subterm) were a tenth of the run.
pub(super) fn app_kind(d: &Dynamic) -> Option<DeclKind> {
    // SAFETY: `d` is a live term of the thread-local context.
    unsafe { raw_app(d.get_ctx().get_z3_context(), d.get_z3_ast()).map(|(kind, _)| kind) }
}

/// `app_kind` on Z3's handles, with the application.
///
/// # Safety
/// `a` must be a live term of `ctx`.
unsafe fn raw_app(ctx: z3_sys::Z3_context, a: z3_sys::Z3_ast) -> Option<(DeclKind, z3_sys::Z3_app)> {
    if !z3_sys::Z3_is_app(ctx, a) {
        return None;
    }
    let app = z3_sys::Z3_to_app(ctx, a)?;
    Some((z3_sys::Z3_get_decl_kind(ctx, z3_sys::Z3_get_app_decl(ctx, app)?), app))
}

/// What a formula asks of Z3 beyond linear integer arithmetic (see `theory`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Theory {
    /// Quantifier-free linear integer arithmetic over int and Boolean constants.
    Plain,
    /// Also arrays, tuples or quantifiers, but no hard arithmetic.
    Structured,
    /// A nonlinear term (a product of two non-literals, a division or remainder by
    /// one, a power) or an uninterpreted function of arguments (the bit encodings).
    Arithmetic,
}

/// Which `Theory` `d` needs: the first hard arithmetic term decides.
pub(super) fn theory(d: &Dynamic) -> Theory {
    let ctx = d.get_ctx().get_z3_context();
    let mut seen: FxHashSet<u32> = FxHashSet::default();
    let mut work = vec![d.get_z3_ast()];
    let mut structured = false;
    // SAFETY: every handle is a subterm of the live term `d`, of its context.
    unsafe {
        let literal = |a: Option<z3_sys::Z3_ast>| a.and_then(|a| raw_app(ctx, a)).is_some_and(|(k, _)| k == DeclKind::Anum);
        while let Some(a) = work.pop() {
            if !seen.insert(z3_sys::Z3_get_ast_id(ctx, a)) {
                continue;
            }
            // A quantifier or a bound variable: what is under it is not looked at.
            let Some((kind, app)) = raw_app(ctx, a) else {
                structured = true;
                continue;
            };
            let n = z3_sys::Z3_get_app_num_args(ctx, app);
            let arg = |i: u32| z3_sys::Z3_get_app_arg(ctx, app, i);
            match kind {
                DeclKind::True | DeclKind::False | DeclKind::And | DeclKind::Or | DeclKind::Not | DeclKind::Implies | DeclKind::Iff => {}
                DeclKind::Eq | DeclKind::Distinct | DeclKind::Ite | DeclKind::Le | DeclKind::Ge | DeclKind::Lt | DeclKind::Gt => {}
                DeclKind::Add | DeclKind::Sub | DeclKind::Uminus | DeclKind::Anum => {}
                DeclKind::Uninterpreted if n > 0 => return Theory::Arithmetic,
                DeclKind::Uninterpreted => {
                    let sort = z3_sys::Z3_get_sort_kind(ctx, z3_sys::Z3_get_sort(ctx, a).expect("a term has a sort"));
                    structured |= !matches!(sort, z3_sys::SortKind::Int | z3_sys::SortKind::Bool);
                }
                DeclKind::Mul if (0..n).filter(|&i| !literal(arg(i))).count() > 1 => return Theory::Arithmetic,
                DeclKind::Mul => {}
                DeclKind::Mod | DeclKind::Div | DeclKind::Idiv | DeclKind::Rem if n == 2 && literal(arg(1)) => {}
                DeclKind::Mod | DeclKind::Div | DeclKind::Idiv | DeclKind::Rem | DeclKind::Power => return Theory::Arithmetic,
                _ => structured = true,
            }
            work.extend((0..n).filter_map(arg));
        }
    }
    if structured {
        Theory::Structured
    } else {
        Theory::Plain
    }
}

/// Whether `d` applies a function of kind `k`.
pub(super) fn is_app_of(d: &Dynamic, k: DeclKind) -> bool {
    app_kind(d) == Some(k)
}

/// The id of a live term.
pub(super) fn id_of(d: &Dynamic) -> u32 {
    // SAFETY: both pointers come from a live term of the one context.
    unsafe { z3_sys::Z3_get_ast_id(d.get_ctx().get_z3_context(), d.get_z3_ast()) }
}

pub(super) fn mentions(d: &Dynamic, c: &Dynamic) -> bool {
    let c = id_of(c);
    any_node(d, |n| n.id == c)
}

pub(super) fn has_quantifier(d: &Dynamic) -> bool {
    any_node(d, |n| n.kind == AstKind::Quantifier)
}

#[cfg(test)]
mod tests {
    use super::*;
    use z3::ast::{Array, Bool, Int};
    use z3::Sort;

    fn theory_of(b: Bool) -> Theory {
        theory(&Dynamic::from_ast(&b))
    }

    #[test]
    fn a_formula_needs_the_hardest_theory_of_its_parts() {
        let (x, y) = (Int::new_const("x"), Int::new_const("y"));
        let a = Array::new_const("a", &Sort::int(), &Sort::int());
        assert_eq!(theory_of((&x * 3 + 1).lt(&y)), Theory::Plain);
        assert_eq!(theory_of(x.modulo(Int::from_i64(3)).eq(&y)), Theory::Plain);
        assert_eq!(theory_of(a.select(&x).as_int().unwrap().eq(&y)), Theory::Structured);
        assert_eq!(theory_of((&x * &y).gt(Int::from_i64(0))), Theory::Arithmetic);
        assert_eq!(theory_of(x.div(&y).eq(Int::from_i64(2))), Theory::Arithmetic);
        // Hard arithmetic anywhere decides, under an array term too.
        let cell = a.select(&(&x * &y)).as_int().unwrap();
        assert_eq!(theory_of(cell.eq(Int::from_i64(1))), Theory::Arithmetic);
        let f = z3::FuncDecl::new("py_shl", &[&Sort::int(), &Sort::int()], &Sort::int());
        let shl = f.apply(&[&x, &y]).as_int().unwrap();
        assert_eq!(theory_of(shl.ge(Int::from_i64(0))), Theory::Arithmetic);
    }
}
