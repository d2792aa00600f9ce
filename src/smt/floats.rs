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
use cfg_frontend::float_ops::libm::Libm;
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
            FloatFn::Libm(g) if args.iter().all(|a| self.is_float(a, ssa)) && libm_exact(g) => {
                let xs: Vec<Float> = args.iter().map(|a| self.float(a, ssa)).collect();
                libm_value(g, &xs)
            }
            FloatFn::LibmFails(g) if args.iter().all(|a| self.is_float(a, ssa)) || is_log(g) => match self.libm_fails(g, args, ssa) {
                Some(code) => d(&code),
                None => self.uninterpreted_float_fn(f, args, ssa),
            },
            FloatFn::Libm(_) | FloatFn::LibmFails(_) | FloatFn::Pow | FloatFn::PowFails | FloatFn::FloorDiv | FloatFn::Mod | FloatFn::RoundDigits | FloatFn::RoundFails | FloatFn::Repr | FloatFn::FromStr | FloatFn::FromStrFails => self.uninterpreted_float_fn(f, args, ssa),
        }
    }

    fn is_float<R: Resolve + ?Sized>(&mut self, e: &Expr, ssa: &R) -> bool {
        self.term(e, ssa).as_float().is_some()
    }

    /// How `math.f(args)` fails (`libm::FAILS_*`), exactly, where CPython's rule is
    /// a plain condition on the arguments: the logarithms below zero (and a base of
    /// 1), the trigonometric functions of an infinity, `asin`/`acos` beyond 1; the
    /// functions that never fail. None for the others (overflow thresholds).
    fn libm_fails<R: Resolve + ?Sized>(&mut self, f: Libm, args: &[Expr], ssa: &R) -> Option<Int> {
        use cfg_frontend::float_ops::libm::{FAILS_VALUE, FAILS_ZERO_DIVISION};
        let code = |c: i64| Int::from_i64(c);
        let zero = code(0);
        // `x <= 0` and `x == 1` of an int or a float argument (nan is neither).
        let at_most_zero = |enc: &mut Self, e: &Expr| -> Bool {
            let t = enc.term(e, ssa);
            match t.as_float() {
                Some(x) => x.le(Float::from_f64(0.0)),
                None => t.as_int().expect("an int").le(Int::from_i64(0)),
            }
        };
        Some(match f {
            Libm::Log | Libm::Log2 | Libm::Log10 => at_most_zero(self, &args[0]).ite(&code(FAILS_VALUE), &zero),
            Libm::LogBase => {
                let bad = Bool::or(&[at_most_zero(self, &args[0]), at_most_zero(self, &args[1])]);
                let b = self.term(&args[1], ssa);
                let one = match b.as_float() {
                    Some(b) => b.eq_fpa(Float::from_f64(1.0)),
                    None => b.as_int().expect("an int").eq(Int::from_i64(1)),
                };
                bad.ite(&code(FAILS_VALUE), &one.ite(&code(FAILS_ZERO_DIVISION), &zero))
            }
            Libm::Sin | Libm::Cos | Libm::Tan => self.float(&args[0], ssa).is_infinite().ite(&code(FAILS_VALUE), &zero),
            Libm::Asin | Libm::Acos => self.float(&args[0], ssa).unary_abs().gt(Float::from_f64(1.0)).ite(&code(FAILS_VALUE), &zero),
            Libm::Atan | Libm::Atan2 | Libm::Tanh | Libm::Degrees | Libm::Radians | Libm::Copysign | Libm::Hypot | Libm::IsClose | Libm::IsFinite => zero,
            _ => return None,
        })
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
        // One function per operation and argument sorts (`math.log` of an int and
        // of a float are two).
        let name = format!("py_float_{}_{}", f.name(), sorts.iter().map(|s| s.to_string()).collect::<Vec<_>>().join("_"));
        let decl = FuncDecl::new(name, &sorts.iter().collect::<Vec<_>>(), &range);
        let app = decl.apply(&terms.iter().map(|t| t as &dyn Ast).collect::<Vec<_>>());
        if f.result().is_held_as_sequence() {
            self.touched.push(app.clone());
        }
        app
    }
}

/// The `math` functions whose value is IEEE arithmetic CPython spells out.
fn libm_exact(f: Libm) -> bool {
    matches!(f, Libm::IsFinite | Libm::IsClose | Libm::Degrees | Libm::Radians)
}

fn is_log(f: Libm) -> bool {
    matches!(f, Libm::Log | Libm::Log2 | Libm::Log10 | Libm::LogBase)
}

/// `libm_exact`'s functions of floats: `isfinite`; `isclose` with Python's
/// tolerances (`rel_tol=1e-09`, `abs_tol=0.0`), as mathmodule.c computes it;
/// `degrees` and `radians` (one product by CPython's constant).
fn libm_value(f: Libm, xs: &[Float]) -> Dynamic {
    let x = &xs[0];
    match f {
        Libm::IsFinite => Dynamic::from_ast(&Bool::or(&[x.is_nan(), x.is_infinite()]).not()),
        Libm::Degrees => Dynamic::from_ast(&x.mul_with_rounding_mode(Float::from_f64(180.0 / std::f64::consts::PI), &rne())),
        Libm::Radians => Dynamic::from_ast(&x.mul_with_rounding_mode(Float::from_f64(std::f64::consts::PI / 180.0), &rne())),
        Libm::IsClose => {
            let (a, b) = (x, &xs[1]);
            let rel = Float::from_f64(1e-9);
            let diff = b.sub_with_rounding_mode(a, &rne()).unary_abs();
            let near = Bool::or(&[
                diff.le(&rel.mul_with_rounding_mode(b, &rne()).unary_abs()),
                diff.le(&rel.mul_with_rounding_mode(a, &rne()).unary_abs()),
                diff.le(Float::from_f64(0.0)),
            ]);
            let infinite = Bool::or(&[a.is_infinite(), b.is_infinite()]);
            Dynamic::from_ast(&Bool::or(&[a.eq_fpa(b), Bool::and(&[infinite.not(), near])]))
        }
        _ => unreachable!("libm_exact"),
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
