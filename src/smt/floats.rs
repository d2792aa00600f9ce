//! Python's floats for Z3: IEEE-754 binary64 in its floating-point theory
//! (`FPSort(11, 53)`), every `FloatFn` with CPython's meaning. Exact: the four
//! operations, `sqrt` (correctly rounded in IEEE and in libm), comparisons (IEEE's
//! between floats, exact by value between an int and a float), `float(i)` and `a /
//! b` of ints (the exact rational, rounded once), `int()`, `round()`, `floor`,
//! `ceil` (exact below 2**63, `integral_int`), complex `+ - *`. The others (`//`, `%` and `round(x, n)` of floats, `repr`) are
//! uninterpreted functions of their arguments: every run is a model, so a proof
//! stays sound, and a path that needs a value they never take fails its replay.

use super::*;
use cfg_frontend::float_ops::FloatFn;
use cfg_frontend::float_ops::libm::Libm;
use z3::ast::{Float, Real, RoundingMode};
use z3::{DatatypeAccessor, DatatypeBuilder};

/// Z3's sort of Python's floats.
pub(super) fn sort() -> Sort {
    Sort::double()
}

/// The datatype `complex!(re!: Float, im!: Float)` of Python's complex numbers, one
/// per thread (Z3's context is thread-local).
struct ComplexSort {
    sort: Sort,
    make: FuncDecl,
    re: FuncDecl,
    im: FuncDecl,
}

thread_local! {
    static COMPLEX: ComplexSort = {
        let mut dt = DatatypeBuilder::new("Complex")
            .variant("complex!", vec![("re!", DatatypeAccessor::sort(sort())), ("im!", DatatypeAccessor::sort(sort()))])
            .finish();
        let mut v = dt.variants.remove(0);
        let im = v.accessors.remove(1);
        let re = v.accessors.remove(0);
        ComplexSort { sort: dt.sort, make: v.constructor, re, im }
    };
}

/// Z3's sort of Python's complex numbers.
pub(super) fn complex_sort() -> Sort {
    COMPLEX.with(|c| c.sort.clone())
}

fn make(re: &Float, im: &Float) -> Dynamic {
    COMPLEX.with(|c| c.make.apply(&[re, im]))
}

/// A complex term's parts.
fn parts(z: &Dynamic) -> (Float, Float) {
    COMPLEX.with(|c| (c.re.apply(&[z]).as_float().expect("re"), c.im.apply(&[z]).as_float().expect("im")))
}

/// A complex value of the program as a term.
pub(super) fn complex_value(re: f64, im: f64) -> Dynamic {
    make(&Float::from_f64(re), &Float::from_f64(im))
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

/// The float a list item's bits stand for, and a float's bits (`FloatFn::FromBits`,
/// `ToBits`), as functions Z3 knows by the facts the encoder states.
fn bits_float() -> FuncDecl {
    FuncDecl::new("py_bits_float", &[&Sort::int()], &sort())
}

/// The float the item `bits` of a list of floats stands for.
pub(super) fn item_float(bits: &Int) -> Dynamic {
    bits_float().apply(&[bits])
}

fn float_bits() -> FuncDecl {
    FuncDecl::new("py_float_bits", &[&sort()], &Sort::int())
}

/// The int a finite float rounds to by `rm` (toward zero for `int()`, to even for
/// `round()`, down for `floor`, up for `ceil`). Below 2**63 in magnitude through a
/// 64-bit integer (`fp.to_sbv`): Z3 decides that by bits, where `fp.to_real` made it
/// reason about a product with a power of two of unknown exponent (`int(x + 0.5)`
/// of a bounded `x` took 9 s that way, 0.2 s this way). Beyond, an uninterpreted
/// function of the float: every run is a model of it, so a proof stays sound.
fn integral_int(x: &Float, rm: &RoundingMode, name: &str) -> Int {
    let value = x.to_sbv_with_rounding_mode(rm, 64).to_int(true);
    let small = x.unary_abs().lt(Float::from_f64(9_223_372_036_854_775_808.0));
    let big = FuncDecl::new(format!("py_float_{name}_big"), &[&sort()], &Sort::int()).apply(&[x]).as_int().expect("an int");
    small.ite(&value, &big)
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
                // An int is below a finite float exactly when it is below its
                // ceiling, at most it exactly when at most its floor, and so on.
                let floor = || integral_int(&y, &RoundingMode::round_towards_negative(), "floor");
                let ceil = || integral_int(&y, &RoundingMode::round_towards_positive(), "ceil");
                let equal = || Bool::and(&[y.round_to_integral_with_rounding_mode(&rne()).eq_fpa(&y), i.eq(floor())]);
                let finite = match op {
                    CmpOp::Lt => i.lt(ceil()),
                    CmpOp::Le => i.le(floor()),
                    CmpOp::Gt => i.gt(floor()),
                    CmpOp::Ge => i.ge(ceil()),
                    CmpOp::Eq => equal(),
                    CmpOp::Ne => equal().not(),
                };
                d(&y.is_nan().ite(&Bool::from_bool(op == CmpOp::Ne), &y.is_infinite().ite(&infinite, &finite)))
            }
            FloatFn::IsInteger => {
                let v = x(self, 0);
                d(&Bool::and(&[v.is_nan().not(), v.is_infinite().not(), v.round_to_integral_with_rounding_mode(&rne()).eq_fpa(&v)]))
            }
            FloatFn::CMake => make(&x(self, 0), &x(self, 1)),
            FloatFn::CReal => d(&self.complex(&args[0], ssa).0),
            FloatFn::CImag => d(&self.complex(&args[0], ssa).1),
            FloatFn::CNeg => {
                let (a, b) = self.complex(&args[0], ssa);
                make(&a.unary_neg(), &b.unary_neg())
            }
            FloatFn::CConj => {
                let (a, b) = self.complex(&args[0], ssa);
                make(&a, &b.unary_neg())
            }
            FloatFn::CAdd | FloatFn::CSub => {
                let ((a, b), (c, e)) = (self.complex(&args[0], ssa), self.complex(&args[1], ssa));
                if f == FloatFn::CAdd {
                    make(&a.add_with_rounding_mode(&c, &rne()), &b.add_with_rounding_mode(&e, &rne()))
                } else {
                    make(&a.sub_with_rounding_mode(&c, &rne()), &b.sub_with_rounding_mode(&e, &rne()))
                }
            }
            // _Py_c_prod: each product and sum rounded, no fused multiply-add.
            FloatFn::CMul => {
                let ((a, b), (c, e)) = (self.complex(&args[0], ssa), self.complex(&args[1], ssa));
                let mul = |p: &Float, q: &Float| p.mul_with_rounding_mode(q, &rne());
                make(&mul(&a, &c).sub_with_rounding_mode(mul(&b, &e), &rne()), &mul(&a, &e).add_with_rounding_mode(mul(&b, &c), &rne()))
            }
            FloatFn::CEq => {
                let ((a, b), (c, e)) = (self.complex(&args[0], ssa), self.complex(&args[1], ssa));
                d(&Bool::and(&[a.eq_fpa(&c), b.eq_fpa(&e)]))
            }
            FloatFn::CEqFloat => {
                let ((a, b), y) = (self.complex(&args[0], ssa), x(self, 1));
                d(&Bool::and(&[b.eq_fpa(Float::from_f64(0.0)), a.eq_fpa(&y)]))
            }
            FloatFn::CEqInt => {
                let (_, b) = self.complex(&args[0], ssa);
                let re = Expr::FloatFn(FloatFn::CReal, vec![args[0].clone()]);
                let same = self.float_fn(FloatFn::CmpInt(CmpOp::Eq), &[args[1].clone(), re], ssa).as_bool().expect("a bool");
                d(&Bool::and(&[b.eq_fpa(Float::from_f64(0.0)), same]))
            }
            // _Py_c_quot fails only for a divisor whose parts are both zero.
            FloatFn::CDivFails => {
                let (c, e) = self.complex(&args[1], ssa);
                d(&Bool::and(&[c.is_zero(), e.is_zero()]))
            }
            // A list of floats holds bits (`ast::Elem::Float`). Z3 knows `to_fp` of
            // `int2bv` exactly but decides it by bit-blasting every read of a list,
            // seconds even on constant lists; so the two conversions are a pair of
            // functions it knows only by ground facts, each true of the real ones:
            // a literal's bits give back the literal, and the bits of `x` give back
            // `x`. Reads of a list that came from outside (an input list's items)
            // are then unconstrained floats: a counterexample through one fails its
            // replay (UNKNOWN), a proof stays a proof.
            FloatFn::FromBits => match &args[0] {
                Expr::Int(k) => d(&Float::from_f64(f64::from_bits(cfg_frontend::float_ops::bits_of(k)))),
                Expr::FloatFn(FloatFn::ToBits, inner) => d(&self.float(&inner[0], ssa)),
                _ => {
                    let bits = self.int(&args[0], ssa);
                    d(&bits_float().apply(&[&bits]).as_float().expect("a float"))
                }
            },
            FloatFn::ToBits => match &args[0] {
                Expr::FloatFn(FloatFn::Const(c), _) => {
                    let bits = Int::from_u64(*c);
                    self.axioms.push(bits_float().apply(&[&bits]).as_float().expect("a float").eq(Float::from_f64(f64::from_bits(*c))));
                    d(&bits)
                }
                _ => {
                    let x = self.float(&args[0], ssa);
                    let bits = float_bits().apply(&[&x]).as_int().expect("an int");
                    self.axioms.push(bits_float().apply(&[&bits]).as_float().expect("a float").eq(&x));
                    self.axioms.push(Bool::and(&[bits.ge(Int::from_i64(0)), bits.le(Int::from_u64(u64::MAX))]));
                    d(&bits)
                }
            },
            FloatFn::ToInt => d(&integral_int(&x(self, 0), &RoundingMode::round_towards_zero(), "trunc")),
            FloatFn::Round => d(&integral_int(&x(self, 0), &rne(), "round")),
            FloatFn::Floor => d(&integral_int(&x(self, 0), &RoundingMode::round_towards_negative(), "floor")),
            FloatFn::Ceil => d(&integral_int(&x(self, 0), &RoundingMode::round_towards_positive(), "ceil")),
            FloatFn::Libm(g) if args.iter().all(|a| self.is_float(a, ssa)) && libm_exact(g) => {
                let xs: Vec<Float> = args.iter().map(|a| self.float(a, ssa)).collect();
                libm_value(g, &xs)
            }
            FloatFn::LibmFails(g) => match self.libm_fails(g, args, ssa) {
                Some(code) => d(&code),
                None => self.uninterpreted_float_fn(f, args, ssa),
            },
            FloatFn::CDiv | FloatFn::CPow | FloatFn::CPowFails | FloatFn::CAbs | FloatFn::CAbsFails | FloatFn::CRepr | FloatFn::CFromStr | FloatFn::CFromStrFails | FloatFn::Cmath(_) | FloatFn::CmathFails(_) | FloatFn::Libm(_) | FloatFn::Pow | FloatFn::PowFails | FloatFn::FloorDiv | FloatFn::Mod | FloatFn::RoundDigits | FloatFn::RoundFails | FloatFn::Repr | FloatFn::FromStr | FloatFn::FromStrFails | FloatFn::IntegerRatio | FloatFn::Dist(..) => self.uninterpreted_float_fn(f, args, ssa),
        }
    }

    fn complex<R: Resolve + ?Sized>(&mut self, e: &Expr, ssa: &R) -> (Float, Float) {
        parts(&self.term(e, ssa))
    }

    fn is_float<R: Resolve + ?Sized>(&mut self, e: &Expr, ssa: &R) -> bool {
        self.term(e, ssa).as_float().is_some()
    }

    /// How `math.f(args)` fails (`float_ops::FAILS_*`), exactly, where CPython's rule is
    /// a plain condition on the arguments: the logarithms at or below their domain's
    /// edge (and a base of 1), the trigonometric functions of an infinity, `asin`,
    /// `acos`, `acosh`, `atanh` beyond theirs, `remainder`'s nan cases, the
    /// overflows of `expm1`, `exp2`, `gamma` and `lgamma` beyond their thresholds
    /// (`float_ops::special`), `gamma` and `lgamma` at their poles, the int
    /// functions' negative arguments and C's long bounds; the functions that never
    /// fail. None for the others (`exp` and the like, and a float function of an int,
    /// which may be beyond the doubles).
    fn libm_fails<R: Resolve + ?Sized>(&mut self, f: Libm, args: &[Expr], ssa: &R) -> Option<Int> {
        use cfg_frontend::float_ops::special::{EXP2_MAX, EXPM1_MAX, GAMMA_MAX, GAMMA_TINY, LGAMMA_MAX};
        use cfg_frontend::float_ops::{FAILS_OVERFLOW, FAILS_VALUE, FAILS_ZERO_DIVISION};
        let code = |c: i64| Int::from_i64(c);
        let zero = code(0);
        if let Some(ints) = self.int_libm_fails(f, args, ssa) {
            return Some(ints);
        }
        // `x <= 0` and `x == 1` of an int or a float argument (nan is neither).
        let at_most_zero = |enc: &mut Self, e: &Expr| -> Bool {
            let t = enc.term(e, ssa);
            match t.as_float() {
                Some(x) => x.le(Float::from_f64(0.0)),
                None => t.as_int().expect("an int").le(Int::from_i64(0)),
            }
        };
        if is_log(f) {
            return Some(match f {
                Libm::LogBase => {
                    let bad = Bool::or(&[at_most_zero(self, &args[0]), at_most_zero(self, &args[1])]);
                    let b = self.term(&args[1], ssa);
                    let one = match b.as_float() {
                        Some(b) => b.eq_fpa(Float::from_f64(1.0)),
                        None => b.as_int().expect("an int").eq(Int::from_i64(1)),
                    };
                    bad.ite(&code(FAILS_VALUE), &one.ite(&code(FAILS_ZERO_DIVISION), &zero))
                }
                _ => at_most_zero(self, &args[0]).ite(&code(FAILS_VALUE), &zero),
            });
        }
        // An int argument of a float function may be beyond the doubles.
        if !args.iter().all(|a| self.is_float(a, ssa)) {
            return None;
        }
        let xs: Vec<Float> = args.iter().map(|a| self.float(a, ssa)).collect();
        let x = &xs[0];
        let value_error = |bad: Bool| bad.ite(&code(FAILS_VALUE), &zero);
        // Above `max` but finite: an overflow.
        let overflows_above = |max: f64| Bool::and(&[x.gt(Float::from_f64(max)), x.is_infinite().not()]);
        let integral = || x.round_to_integral_with_rounding_mode(&rne()).eq_fpa(x);
        Some(match f {
            Libm::Sin | Libm::Cos | Libm::Tan => value_error(x.is_infinite()),
            Libm::Asin | Libm::Acos => value_error(x.unary_abs().gt(Float::from_f64(1.0))),
            Libm::Acosh => value_error(x.lt(Float::from_f64(1.0))),
            Libm::Atanh => value_error(x.unary_abs().ge(Float::from_f64(1.0))),
            Libm::Log1p => value_error(x.le(Float::from_f64(-1.0))),
            Libm::Remainder => {
                let y = &xs[1];
                value_error(Bool::or(&[Bool::and(&[x.is_infinite(), y.is_nan().not()]), Bool::and(&[y.is_zero(), x.is_nan().not()])]))
            }
            Libm::Expm1 => overflows_above(EXPM1_MAX).ite(&code(FAILS_OVERFLOW), &zero),
            Libm::Exp2 => overflows_above(EXP2_MAX).ite(&code(FAILS_OVERFLOW), &zero),
            Libm::Gamma => {
                let pole = Bool::or(&[Bool::and(&[x.is_infinite(), x.is_negative()]), x.is_zero(), Bool::and(&[x.lt(Float::from_f64(0.0)), integral()])]);
                let tiny = Bool::and(&[x.unary_abs().le(Float::from_f64(GAMMA_TINY)), x.is_zero().not()]);
                let overflow = Bool::or(&[overflows_above(GAMMA_MAX), tiny]);
                pole.ite(&code(FAILS_VALUE), &overflow.ite(&code(FAILS_OVERFLOW), &zero))
            }
            Libm::Lgamma => {
                let pole = Bool::and(&[x.le(Float::from_f64(0.0)), x.is_infinite().not(), integral()]);
                pole.ite(&code(FAILS_VALUE), &overflows_above(LGAMMA_MAX).ite(&code(FAILS_OVERFLOW), &zero))
            }
            Libm::Atan | Libm::Atan2 | Libm::Tanh | Libm::Degrees | Libm::Radians | Libm::Copysign | Libm::Hypot | Libm::IsClose | Libm::IsFinite => zero,
            Libm::IsCloseTol => value_error(Bool::or(&[xs[2].lt(Float::from_f64(0.0)), xs[3].lt(Float::from_f64(0.0))])),
            Libm::Erf | Libm::Erfc | Libm::Cbrt | Libm::Asinh | Libm::Nextafter | Libm::Ulp => zero,
            Libm::ModfFraction | Libm::ModfWhole | Libm::FrexpMantissa | Libm::FrexpExponent => zero,
            _ => return None,
        })
    }

    /// How a `math` function of ints fails (None for the others), exactly:
    /// ValueError for a negative argument, OverflowError beyond C's long (long
    /// long), a cut (`FAILS_UNMODELLED`) where tracer does not compute the value
    /// (`float_ops::int_math`'s bounds).
    fn int_libm_fails<R: Resolve + ?Sized>(&mut self, f: Libm, args: &[Expr], ssa: &R) -> Option<Int> {
        use cfg_frontend::float_ops::int_math::{CHEAP_PRODUCTS, MAX_FACTORIAL};
        use cfg_frontend::float_ops::{FAILS_OVERFLOW, FAILS_UNMODELLED, FAILS_VALUE};
        let code = |c: i64| Int::from_i64(c);
        let zero = code(0);
        let long_max = Int::from_i64(i64::MAX);
        let mut int = |k: usize| self.int(&args[k], ssa);
        Some(match f {
            Libm::Gcd | Libm::Lcm => zero,
            Libm::Isqrt => int(0).lt(Int::from_i64(0)).ite(&code(FAILS_VALUE), &zero),
            Libm::Factorial => {
                let n = int(0);
                let cut = n.gt(Int::from_u64(MAX_FACTORIAL)).ite(&code(FAILS_UNMODELLED), &zero);
                n.lt(Int::from_i64(0)).ite(&code(FAILS_VALUE), &n.gt(&long_max).ite(&code(FAILS_OVERFLOW), &cut))
            }
            Libm::Comb | Libm::Perm => {
                let (n, k) = (int(0), int(1));
                let negative = Bool::or(&[n.lt(Int::from_i64(0)), k.lt(Int::from_i64(0))]);
                // comb counts min(k, n - k) factors, perm k.
                let factors = if f == Libm::Comb {
                    let rest = &n - &k;
                    k.le(&rest).ite(&k, &rest)
                } else {
                    k.clone()
                };
                let cheap: Vec<Bool> = CHEAP_PRODUCTS
                    .iter()
                    .map(|&(bits, most)| {
                        let below = super::int_lit(&(num_bigint::BigInt::from(1) << bits));
                        Bool::and(&[n.lt(&below), factors.le(Int::from_u64(most))])
                    })
                    .collect();
                let too_large = Bool::and(&[factors.ge(Int::from_i64(2)), Bool::or(&cheap).not()]);
                let computed = factors.gt(&long_max).ite(&code(FAILS_OVERFLOW), &too_large.ite(&code(FAILS_UNMODELLED), &zero));
                negative.ite(&code(FAILS_VALUE), &k.gt(&n).ite(&zero, &computed))
            }
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
            Type::Complex => complex_sort(),
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

/// Whether the solver knows `f` exactly for every argument (IEEE arithmetic,
/// comparisons of floats, complex sums and products); the others are, for some
/// arguments at least, functions it knows nothing more of.
pub fn float_fn_is_exact(f: FloatFn) -> bool {
    matches!(
        f,
        FloatFn::Const(_)
            | FloatFn::FromInt
            | FloatFn::IntDiv
            | FloatFn::Add
            | FloatFn::Sub
            | FloatFn::Mul
            | FloatFn::Div
            | FloatFn::Neg
            | FloatFn::Abs
            | FloatFn::Sqrt
            | FloatFn::IsNan
            | FloatFn::IsInf
            | FloatFn::IsInteger
            | FloatFn::Cmp(_)
            | FloatFn::CMake
            | FloatFn::CReal
            | FloatFn::CImag
            | FloatFn::CNeg
            | FloatFn::CConj
            | FloatFn::CAdd
            | FloatFn::CSub
            | FloatFn::CMul
            | FloatFn::CEq
            | FloatFn::CEqFloat
            | FloatFn::CDivFails
    )
}

/// The `math` functions whose value is IEEE arithmetic CPython spells out.
fn libm_exact(f: Libm) -> bool {
    matches!(f, Libm::IsFinite | Libm::IsClose | Libm::IsCloseTol | Libm::Degrees | Libm::Radians | Libm::ModfFraction | Libm::ModfWhole)
}

fn is_log(f: Libm) -> bool {
    matches!(f, Libm::Log | Libm::Log2 | Libm::Log10 | Libm::LogBase)
}

/// `libm_exact`'s functions of floats: `isfinite`; `isclose` with Python's
/// tolerances (`rel_tol=1e-09`, `abs_tol=0.0`), as mathmodule.c computes it;
/// `degrees` and `radians` (one product by CPython's constant); `modf`'s parts (the
/// whole part truncated, an infinity's fraction a zero of its sign, nan's nan).
/// (`remainder` is IEEE's, Z3's `fp.rem`, but Z3 did not decide `remainder(x, 2.0)
/// <= 1.0` in a minute: it stays a function the solver knows nothing of.)
fn libm_value(f: Libm, xs: &[Float]) -> Dynamic {
    let x = &xs[0];
    match f {
        Libm::IsFinite => Dynamic::from_ast(&Bool::or(&[x.is_nan(), x.is_infinite()]).not()),
        Libm::Degrees => Dynamic::from_ast(&x.mul_with_rounding_mode(Float::from_f64(180.0 / std::f64::consts::PI), &rne())),
        Libm::Radians => Dynamic::from_ast(&x.mul_with_rounding_mode(Float::from_f64(std::f64::consts::PI / 180.0), &rne())),
        Libm::ModfWhole => Dynamic::from_ast(&x.round_to_integral_with_rounding_mode(&RoundingMode::round_towards_zero())),
        Libm::ModfFraction => {
            let whole = x.round_to_integral_with_rounding_mode(&RoundingMode::round_towards_zero());
            // Exact (Sterbenz); its zero takes x's sign, as C's modf gives it.
            let fraction = x.sub_with_rounding_mode(&whole, &rne()).unary_abs();
            let signed = |v: &Float| x.is_negative().ite(&v.unary_neg(), v);
            let zero = Float::from_f64(0.0);
            Dynamic::from_ast(&x.is_nan().ite(x, &x.is_infinite().ite(&signed(&zero), &signed(&fraction))))
        }
        Libm::IsClose | Libm::IsCloseTol => {
            let (a, b) = (x, &xs[1]);
            let (rel, tol) = if f == Libm::IsCloseTol { (xs[2].clone(), xs[3].clone()) } else { (Float::from_f64(1e-9), Float::from_f64(0.0)) };
            let diff = b.sub_with_rounding_mode(a, &rne()).unary_abs();
            let near = Bool::or(&[
                diff.le(&rel.mul_with_rounding_mode(b, &rne()).unary_abs()),
                diff.le(&rel.mul_with_rounding_mode(a, &rne()).unary_abs()),
                diff.le(&tol),
            ]);
            let infinite = Bool::or(&[a.is_infinite(), b.is_infinite()]);
            Dynamic::from_ast(&Bool::or(&[a.eq_fpa(b), Bool::and(&[infinite.not(), near])]))
        }
        _ => unreachable!("libm_exact"),
    }
}

/// A model's complex as its parts' bits.
pub(super) fn complex_parts_value(model: &z3::Model, val: &Dynamic) -> Option<(u64, u64)> {
    let (re, im) = parts(val);
    let bits = |x: &Float| model.eval(x, true).and_then(|v| float_value(&Dynamic::from_ast(&v)));
    Some((bits(&re)?, bits(&im)?))
}

/// A model's float as its bits (any nan as CPython's `float('nan')`).
pub(super) fn float_value(val: &Dynamic) -> Option<u64> {
    let x = val.as_float()?;
    if x.is_nan().simplify().as_bool()? {
        return Some(f64::NAN.to_bits());
    }
    x.to_ieee_bv().simplify().as_u64()
}
