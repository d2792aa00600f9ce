//! Facts of CPython's str functions that hold for every argument, told to the solver
//! about each application it meets (`lemmas`): it knows a str function on unknown
//! strs only as a function of its arguments (`cfg::Expr::StrFn`), and so could not
//! tell that `s.strip()` is no longer than `s` or that `s.find(t)` is -1 or a
//! position where `t` fits. Each fact is ground (no quantifier): a constraint on
//! the application's length or value in terms of its arguments'. Every fact is
//! checked on the CPython-checked values of `str_ops::apply` (tests/str_ops.rs), so
//! a proof that uses one holds of Python.

use crate::ast::{ArithOp, CmpOp};
use crate::cfg::Expr;
use crate::str_ops::{Class, StrFn};
use num_bigint::BigInt;

fn int(i: i64) -> Expr {
    Expr::Int(BigInt::from(i))
}

fn len(e: &Expr) -> Expr {
    Expr::Len(Box::new(e.clone()))
}

fn cmp(op: CmpOp, a: Expr, b: Expr) -> Expr {
    Expr::Cmp(op, Box::new(a), Box::new(b))
}

fn add(a: Expr, b: Expr) -> Expr {
    Expr::Arith(ArithOp::Add, Box::new(a), Box::new(b))
}

fn implies(a: Expr, b: Expr) -> Expr {
    Expr::Or(vec![Expr::Not(Box::new(a)), b])
}

fn max(a: Expr, b: Expr) -> Expr {
    Expr::Ite(Box::new(cmp(CmpOp::Ge, a.clone(), b.clone())), Box::new(a), Box::new(b))
}

/// The facts of `f(args)` (the application itself written `Expr::StrFn(f, args)`),
/// each a bool expression true of every value of the arguments for which the
/// application is defined (the lowering guards its partial cases).
pub fn lemmas(f: StrFn, args: &[Expr]) -> Vec<Expr> {
    let app = Expr::StrFn(f, args.to_vec());
    let s = &args[0];
    match f {
        // Case mappings map each character to one or more (`'ß'.upper()` is
        // `'SS'`), none to nothing.
        StrFn::Upper | StrFn::Lower | StrFn::Swapcase | StrFn::Title | StrFn::Capitalize | StrFn::Casefold => {
            vec![cmp(CmpOp::Ge, len(&app), len(s)), implies(cmp(CmpOp::Eq, len(s), int(0)), cmp(CmpOp::Eq, len(&app), int(0)))]
        }
        StrFn::Strip(_) | StrFn::RemovePrefix | StrFn::RemoveSuffix => vec![cmp(CmpOp::Le, len(&app), len(s))],
        // Padded to the width, never cut.
        StrFn::Justify(_) | StrFn::Zfill => vec![cmp(CmpOp::Eq, len(&app), max(len(s), args[1].clone()))],
        // -1, or where the substring fits (with bounds, a position of s or -1).
        StrFn::Find | StrFn::RFind if args.len() == 2 => vec![Expr::Or(vec![
            cmp(CmpOp::Eq, app.clone(), int(-1)),
            Expr::And(vec![cmp(CmpOp::Ge, app.clone(), int(0)), cmp(CmpOp::Le, add(app, len(&args[1])), len(s))]),
        ])],
        StrFn::Find | StrFn::RFind => vec![cmp(CmpOp::Ge, app.clone(), int(-1)), cmp(CmpOp::Le, app, len(s))],
        // Occurrences do not overlap: at most one per character (one more for the
        // empty substring, found between characters).
        StrFn::Count => {
            let mut facts = vec![cmp(CmpOp::Ge, app.clone(), int(0)), cmp(CmpOp::Le, app.clone(), add(len(s), int(1)))];
            if args.len() == 2 {
                facts.push(implies(cmp(CmpOp::Gt, len(&args[1]), int(0)), cmp(CmpOp::Le, app.clone(), len(s))));
                facts.push(implies(cmp(CmpOp::Eq, len(&args[1]), int(0)), cmp(CmpOp::Eq, app, add(len(s), int(1)))));
            }
            facts
        }
        // `str(i)`: at least one digit.
        StrFn::FromInt => vec![cmp(CmpOp::Ge, len(&app), int(1))],
        // `bin`, `oct`, `hex`: a prefix and a digit.
        StrFn::Radix(_) => vec![cmp(CmpOp::Ge, len(&app), int(3))],
        // The predicates that are false of `''`, and those true of it.
        StrFn::Is(Class::Space | Class::Alpha | Class::Decimal | Class::Digit | Class::Numeric | Class::Alnum)
        | StrFn::IsUpper
        | StrFn::IsLower
        | StrFn::IsTitle
        | StrFn::IsIdentifier => vec![implies(app, cmp(CmpOp::Gt, len(s), int(0)))],
        StrFn::IsAscii | StrFn::IsPrintable => vec![implies(cmp(CmpOp::Eq, len(s), int(0)), app)],
        // `s * n` for a literal n: n copies.
        StrFn::Repeat => match &args[1] {
            Expr::Int(n) => {
                let copies = n.max(&BigInt::from(0)).clone();
                vec![cmp(CmpOp::Eq, len(&app), Expr::Arith(ArithOp::Mul, Box::new(Expr::Int(copies)), Box::new(len(s))))]
            }
            _ => vec![implies(cmp(CmpOp::Le, args[1].clone(), int(0)), cmp(CmpOp::Eq, len(&app), int(0)))],
        },
        _ => Vec::new(),
    }
}
