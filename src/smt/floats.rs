//! Python's floats for Z3: IEEE-754 binary64 in its floating-point theory
//! (`FPSort(11, 53)`), every `FloatFn` with CPython's meaning. Exact: the four
//! operations, `sqrt` (correctly rounded in IEEE and in libm), comparisons (IEEE's
//! between floats, exact by value between an int and a float), `float(i)` and `a /
//! b` of ints (the exact rational, rounded once), `int()`, `round()`, `floor`,
//! `ceil`. The others (`//`, `%` and `round(x, n)` of floats, `repr`) are
//! uninterpreted functions of their arguments: every run is a model, so a proof
//! stays sound, and a path that needs a value they never take fails its replay.

use super::*;
use cfg_frontend::float_ops::FloatFn;
use z3::ast::{Float, Real, RoundingMode};

/// Z3's sort of Python's floats.
pub(super) fn sort() -> Sort {
    Sort::double()
}

fn rne() -> RoundingMode {
    RoundingMode::round_nearest_ties_to_even()
}

/// The real `r` rounded to the nearest float, ties to even (±inf beyond).
fn from_real(r: &Real) -> Float {
    let ctx = r.get_ctx();
    let raw = ctx.get_z3_context();
    // SAFETY: the arguments are live terms of this thread's context, of the sorts
    // Z3_mk_fpa_to_fp_real takes (a rounding mode, a real, an FP sort).
    unsafe {
        let made = z3_sys::Z3_mk_fpa_to_fp_real(raw, rne().get_z3_ast(), r.get_z3_ast(), sort().get_z3_sort()).expect("to_fp of a real");
        Float::wrap(ctx, made)
    }
}

/// A finite float's value as a real (integral values are exact ints by `to_int`).
fn to_real(x: &Float) -> Real {
    x.to_real()
}

/// The int a real with an integral value is.
fn truncated(r: &Real) -> Int {
    let zero = Real::from_int(&Int::from_i64(0));
    r.ge(&zero).ite(&r.to_int(), &r.unary_minus().to_int().unary_minus())
}

fn real_cmp(op: CmpOp, a: &Real, b: &Real) -> Bool {
    match op {
        CmpOp::Eq => a.eq(b),
        CmpOp::Ne => a.eq(b).not(),
        CmpOp::Lt => a.lt(b),
        CmpOp::Le => a.le(b),
        CmpOp::Gt => a.gt(b),
        CmpOp::Ge => a.ge(b),
    }
}

impl Encoder<'_> {
    fn float<R: Resolve + ?Sized>(&mut self, e: &Expr, ssa: &R) -> Float {
        self.term(e, ssa).as_float().expect("type checker: a float expression")
    }

    pub(super) fn float_fn<R: Resolve + ?Sized>(&mut self, f: FloatFn, args: &[Expr], ssa: &R) -> Dynamic {
        let folded = cfg_frontend::cfg::rewrite::fold(&Expr::FloatFn(f, args.to_vec()));
        if !matches!(&folded, Expr::FloatFn(g, _) if *g == f) {
            return self.term(&folded, ssa);
        }
        let x = |enc: &mut Self, k: usize| enc.float(&args[k], ssa);
        let d = Dynamic::from_ast;
        match f {
            FloatFn::Const(bits) => d(&Float::from_f64(f64::from_bits(bits))),
            FloatFn::FromInt => d(&from_real(&Real::from_int(&self.int(&args[0], ssa)))),
            FloatFn::IntDiv => {
                let (a, b) = (self.int(&args[0], ssa), self.int(&args[1], ssa));
                d(&from_real(&Real::from_int(&a).div(&Real::from_int(&b))))
            }
            FloatFn::Add => d(&x(self, 0).add_with_rounding_mode(x(self, 1), &rne())),
            FloatFn::Sub => d(&x(self, 0).sub_with_rounding_mode(x(self, 1), &rne())),
            FloatFn::Mul => d(&x(self, 0).mul_with_rounding_mode(x(self, 1), &rne())),
            FloatFn::Div => d(&x(self, 0).div_with_rounding_mode(x(self, 1), &rne())),
            FloatFn::Neg => d(&x(self, 0).unary_neg()),
            FloatFn::Abs => d(&x(self, 0).unary_abs()),
            FloatFn::Sqrt => d(&x(self, 0).sqrt_with_rounding_mode(&rne())),
            FloatFn::IsNan => d(&x(self, 0).is_nan()),
            FloatFn::IsInf => d(&x(self, 0).is_infinite()),
            FloatFn::Cmp(op) => {
                let (a, b) = (x(self, 0), x(self, 1));
                d(&match op {
                    CmpOp::Eq => a.eq_fpa(&b),
                    CmpOp::Ne => a.eq_fpa(&b).not(),
                    CmpOp::Lt => a.lt(&b),
                    CmpOp::Le => a.le(&b),
                    CmpOp::Gt => a.gt(&b),
                    CmpOp::Ge => a.ge(&b),
                })
            }
            FloatFn::CmpInt(op) => {
                let (i, y) = (self.int(&args[0], ssa), x(self, 1));
                // Every int is below +inf and above -inf; nan is unordered.
                let below_inf = matches!(op, CmpOp::Lt | CmpOp::Le | CmpOp::Ne);
                let above_minus_inf = matches!(op, CmpOp::Gt | CmpOp::Ge | CmpOp::Ne);
                let infinite = y.is_positive().ite(&Bool::from_bool(below_inf), &Bool::from_bool(above_minus_inf));
                let finite = real_cmp(op, &Real::from_int(&i), &to_real(&y));
                d(&y.is_nan().ite(&Bool::from_bool(op == CmpOp::Ne), &y.is_infinite().ite(&infinite, &finite)))
            }
            FloatFn::ToInt => d(&truncated(&to_real(&x(self, 0)))),
            FloatFn::Round => d(&truncated(&to_real(&x(self, 0).round_to_integral_with_rounding_mode(&rne())))),
            FloatFn::Floor => d(&truncated(&to_real(&x(self, 0).round_to_integral_with_rounding_mode(&RoundingMode::round_towards_negative())))),
            FloatFn::Ceil => d(&truncated(&to_real(&x(self, 0).round_to_integral_with_rounding_mode(&RoundingMode::round_towards_positive())))),
            FloatFn::Pow | FloatFn::PowFails | FloatFn::FloorDiv | FloatFn::Mod | FloatFn::RoundDigits | FloatFn::RoundFails | FloatFn::Repr | FloatFn::FromStr | FloatFn::FromStrFails => self.uninterpreted_float_fn(f, args, ssa),
        }
    }

    /// `f` of `args` as an uninterpreted function (one per operation).
    fn uninterpreted_float_fn<R: Resolve + ?Sized>(&mut self, f: FloatFn, args: &[Expr], ssa: &R) -> Dynamic {
        let terms: Vec<Dynamic> = args.iter().map(|a| self.term(a, ssa)).collect();
        let sorts: Vec<Sort> = terms.iter().map(|t| t.get_sort()).collect();
        let range = match f.result() {
            Type::Int => Sort::int(),
            Type::Bool => Sort::bool(),
            Type::Float => sort(),
            _ => TUPLE.with(|t| t.sort.clone()),
        };
        let decl = FuncDecl::new(format!("py_float_{}", f.name()), &sorts.iter().collect::<Vec<_>>(), &range);
        let app = decl.apply(&terms.iter().map(|t| t as &dyn Ast).collect::<Vec<_>>());
        if f.result().is_held_as_sequence() {
            self.touched.push(app.clone());
        }
        app
    }
}

/// A model's float as its bits (any nan as CPython's `float('nan')`).
pub(super) fn float_value(val: &Dynamic) -> Option<u64> {
    let x = val.as_float()?;
    if x.is_nan().simplify().as_bool()? {
        return Some(f64::NAN.to_bits());
    }
    x.to_ieee_bv().simplify().as_u64()
}
