//! Floats: every float operation of the program as a `FloatFn` (`float_ops`), an
//! int taking part made a float first, and each way CPython raises on floats
//! routed to its error point before the operation (a zero divisor, an int beyond
//! the doubles, `int()` of nan or an infinity, `math.sqrt` below zero).

use super::*;
use num_traits::ToPrimitive;
use crate::float_ops::{self, FloatFn};

/// The float literal `x`.
pub(super) fn literal(x: f64) -> Expr {
    Expr::FloatFn(FloatFn::literal(x), Vec::new())
}

fn apply(f: FloatFn, args: Vec<Expr>) -> Expr {
    Expr::FloatFn(f, args)
}

/// Whether the int `e` rounds to a double (else CPython's conversion raises
/// OverflowError).
fn within_doubles(e: Expr) -> Expr {
    let bound = Expr::Int(float_ops::float_overflow_bound());
    Expr::And(vec![Expr::cmp(CmpOp::Lt, e.clone(), bound.clone()), Expr::cmp(CmpOp::Gt, e, Expr::Neg(Box::new(bound)))])
}

/// Python's truth of a float: not zero (nan is true).
pub(super) fn truthy(x: Expr) -> Expr {
    apply(FloatFn::Cmp(CmpOp::Ne), vec![x, literal(0.0)])
}

impl Lowerer<'_> {
    /// `e` of type `ty` (an int, a bool or a float) as a float, as CPython's float
    /// operations take an int: OverflowError where it is beyond the doubles.
    pub(super) fn to_float(&mut self, e: Expr, ty: Type, span: Span) -> Expr {
        match ty {
            Type::Float => e,
            Type::Bool => Expr::Ite(Box::new(e), Box::new(literal(1.0)), Box::new(literal(0.0))),
            _ => {
                if let Expr::Int(i) = &e {
                    if let Ok(x) = float_ops::numeric::int_to_float(i) {
                        return literal(x);
                    }
                }
                self.check(within_doubles(e.clone()), ExcKind::OverflowError, span);
                apply(FloatFn::FromInt, vec![e])
            }
        }
    }

    /// `a op b` where a float takes part, or `/`.
    pub(super) fn float_arith(&mut self, op: ArithOp, (a, ta): (Expr, Type), (b, tb): (Expr, Type), span: Span) -> Expr {
        let nonzero = |d: &Expr| truthy(d.clone());
        if ta != Type::Float && tb != Type::Float {
            // `/` of two ints: their exact quotient, rounded once.
            let (a, b) = (as_int(a, ta), as_int(b, tb));
            self.check(Expr::cmp(CmpOp::Ne, b.clone(), Expr::int(0)), ExcKind::ZeroDivisionError, span);
            let q = apply(FloatFn::IntDiv, vec![a, b]);
            let finite = Expr::Not(Box::new(apply(FloatFn::IsInf, vec![q.clone()])));
            self.check(finite, ExcKind::OverflowError, span);
            return q;
        }
        let (x, y) = (self.to_float(a, ta, span), self.to_float(b, tb, span));
        let f = float_ops::arith_fn(op).expect("the type checker lets floats take only arithmetic operators");
        if matches!(f, FloatFn::Div | FloatFn::FloorDiv | FloatFn::Mod) {
            self.check(nonzero(&y), ExcKind::ZeroDivisionError, span);
        }
        apply(f, vec![x, y])
    }

    /// `a op b` of numbers where a float takes part.
    pub(super) fn float_compare(&mut self, op: CmpOp, (a, ta): (Expr, Type), (b, tb): (Expr, Type)) -> Expr {
        // An int literal a double holds exactly compares as that double (the
        // solver's comparison of floats is far cheaper than the exact int-float one).
        let exact = |e: &Expr, t: Type| match as_int(e.clone(), t) {
            Expr::Int(i) if i.magnitude().bits() <= 53 => float_ops::numeric::int_to_float(&i).ok().map(literal),
            _ => None,
        };
        match (ta, tb) {
            (Type::Float, Type::Float) => {}
            (Type::Float, t) => {
                if let Some(y) = exact(&b, t) {
                    return apply(FloatFn::Cmp(op), vec![a, y]);
                }
            }
            (t, _) => {
                if let Some(x) = exact(&a, t) {
                    return apply(FloatFn::Cmp(op), vec![x, b]);
                }
            }
        }
        match (ta, tb) {
            (Type::Float, Type::Float) => apply(FloatFn::Cmp(op), vec![a, b]),
            (Type::Float, _) => apply(FloatFn::CmpInt(op.flipped()), vec![as_int(b, tb), a]),
            _ => apply(FloatFn::CmpInt(op), vec![as_int(a, ta), b]),
        }
    }

    /// A float operation giving an int (`int(x)`, `round(x)`, `math.floor(x)`):
    /// ValueError for nan, OverflowError for the infinities.
    pub(super) fn float_to_int(&mut self, f: FloatFn, x: Expr, span: Span) -> Expr {
        self.check(Expr::Not(Box::new(apply(FloatFn::IsNan, vec![x.clone()]))), ExcKind::ValueError, span);
        self.check(Expr::Not(Box::new(apply(FloatFn::IsInf, vec![x.clone()]))), ExcKind::OverflowError, span);
        apply(f, vec![x])
    }

    /// A function of the `math` module on `x` of type `ty`.
    pub(super) fn math(&mut self, f: FloatFn, x: Expr, ty: Type, span: Span) -> Expr {
        if ty != Type::Float && matches!(f, FloatFn::Floor | FloatFn::Ceil | FloatFn::ToInt) {
            // An int's `__floor__`, `__ceil__` and `__trunc__` give it back.
            return as_int(x, ty);
        }
        let x = self.to_float(x, ty, span);
        match f {
            FloatFn::Floor | FloatFn::Ceil | FloatFn::ToInt => self.float_to_int(f, x, span),
            FloatFn::Sqrt => {
                let negative = apply(FloatFn::Cmp(CmpOp::Lt), vec![x.clone(), literal(0.0)]);
                self.check(Expr::Not(Box::new(negative)), ExcKind::ValueError, span);
                apply(f, vec![x])
            }
            _ => apply(f, vec![x]),
        }
    }

    /// `math.f(args)` or `cmath.f(args)` (numbers as given, bools as ints): each way
    /// CPython fails (`fails`' code) routed to its error point first, and a value
    /// tracer does not compute (an int too large) cut off there.
    pub(super) fn libm(&mut self, f: FloatFn, fails: FloatFn, args: Vec<Expr>, span: Span) -> Expr {
        let code = apply(fails, args.clone());
        self.failures(code.clone(), &float_ops::FAILURES, span);
        if matches!(fails, FloatFn::LibmFails(g) if g.may_be_unmodelled()) {
            self.modelled_only(Expr::cmp(CmpOp::Ne, code, Expr::int(float_ops::FAILS_UNMODELLED)), span);
        }
        apply(f, args)
    }

    /// Each failure code `fails` may take (`codes`, of `float_ops::FAILURES`)
    /// routed to its exception's error point.
    fn failures(&mut self, fails: Expr, codes: &[(i64, ExcKind)], span: Span) {
        for &(code, kind) in codes {
            self.check(Expr::cmp(CmpOp::Ne, fails.clone(), Expr::int(code)), kind, span);
        }
    }

    /// `x ** y` with the result type `ty` the type checker gave: an int raised to an
    /// int literal `n >= 0` is the product of `n` copies; a float is CPython's
    /// `float_pow` of the operands made floats.
    pub(super) fn power(&mut self, (x, tx): (Expr, Type), (y, ty_y): (Expr, Type), ty: Type, span: Span) -> Expr {
        if ty == Type::Int {
            let x = as_int(x, tx);
            let Expr::Int(n) = y else { unreachable!("the type checker gives an int power only for a literal exponent") };
            return match (n.to_u32(), &x) {
                (Some(n), Expr::Int(b)) if n <= MAX_FOLDED_EXPONENT => Expr::Int(num_traits::pow(b.clone(), n as usize)),
                (Some(n), _) if n <= MAX_PRODUCT_EXPONENT => product(&x, n),
                _ => {
                    self.modelled_only(Expr::Bool(false), span);
                    x
                }
            };
        }
        if ty == Type::Num {
            return self.power_by_sign((as_int(x, tx), as_int(y, ty_y)), span);
        }
        if ty == Type::Complex {
            let (z, w) = (self.to_complex(x, tx, span), self.to_complex(y, ty_y, span));
            self.failures(apply(FloatFn::CPowFails, vec![z.clone(), w.clone()]), POWER_FAILURES, span);
            return apply(FloatFn::CPow, vec![z, w]);
        }
        let (x, y) = (self.to_float(x, tx, span), self.to_float(y, ty_y, span));
        let fails = apply(FloatFn::PowFails, vec![x.clone(), y.clone()]);
        self.failures(fails.clone(), POWER_FAILURES, span);
        // A complex number: not a value minipy has.
        self.modelled_only(Expr::cmp(CmpOp::Ne, fails, Expr::int(float_ops::FAILS_COMPLEX)), span);
        apply(FloatFn::Pow, vec![x, y])
    }

    /// `x ** y` of ints, `y` not a literal: an int where `y >= 0` (modelled up to
    /// `MAX_CHOSEN_EXPONENT`), the float `float_pow` gives below.
    fn power_by_sign(&mut self, (x, y): (Expr, Expr), span: Span) -> Expr {
        if self.pure.is_some() {
            self.modelled_only(Expr::Bool(false), span);
            return super::numbers::wrap(x, Type::Int);
        }
        let y = self.held(y, Type::Int);
        let t = self.temp("pow", Type::Num);
        let (yes, no) = self.b.branch(Expr::cmp(CmpOp::Ge, y.clone(), Expr::int(0)));
        let join = self.b.node();
        self.b.cur = yes;
        self.modelled_only(Expr::cmp(CmpOp::Le, y.clone(), Expr::int(MAX_CHOSEN_EXPONENT as i64)), span);
        let v = (0..MAX_CHOSEN_EXPONENT).rev().fold(product(&x, MAX_CHOSEN_EXPONENT), |acc, n| {
            Expr::Ite(Box::new(Expr::cmp(CmpOp::Eq, y.clone(), Expr::int(n as i64))), Box::new(product(&x, n)), Box::new(acc))
        });
        self.b.step(Action::Assign(vec![(t, super::numbers::wrap(v, Type::Int))]));
        self.b.goto(join);
        self.b.cur = no;
        let v = self.power((x, Type::Int), (y, Type::Int), Type::Float, span);
        self.b.step(Action::Assign(vec![(t, super::numbers::wrap(v, Type::Float))]));
        self.b.goto(join);
        self.b.cur = join;
        Expr::Var(t)
    }

    /// `math.dist(p, q)`: ValueError for points of two dimensions, OverflowError for
    /// an int coordinate beyond the doubles (CPython converts every coordinate).
    pub(super) fn dist(&mut self, (p, tp): (Expr, Type), (q, tq): (Expr, Type), span: Span) -> Expr {
        let (p, q) = (self.held(p, tp), self.held(q, tq));
        let len = |s: &Expr| Expr::Len(Box::new(s.clone()));
        self.check(Expr::cmp(CmpOp::Eq, len(&p), len(&q)), ExcKind::ValueError, span);
        let floats = |t: Type| t == Type::List(crate::ast::Elem::Float);
        for (s, t) in [(&p, tp), (&q, tq)] {
            if floats(t) {
                continue;
            }
            let k = self.temp("k", Type::Int);
            let item = Expr::Index(Box::new(s.clone()), Box::new(Expr::Var(k)));
            let all = Expr::Quant { all: true, var: k, lo: Box::new(Expr::int(0)), hi: Box::new(len(s)), body: Box::new(within_doubles(item)) };
            self.check(all, ExcKind::OverflowError, span);
        }
        apply(FloatFn::Dist(floats(tp), floats(tq)), vec![p, q])
    }

    /// `time.sleep(x)`: what CPython raises (`float_ops::sleep_outcome`), and nothing
    /// more; a longer sleep than is modelled ends the search there.
    pub(super) fn sleep(&mut self, x: Expr, ty: Type, span: Span) {
        if ty == Type::Float {
            self.check(apply(FloatFn::IsNan, vec![x.clone()]).negate(), ExcKind::ValueError, span);
            let ns = apply(FloatFn::Mul, vec![x.clone(), literal(1e9)]);
            let limit = 2f64.powi(63);
            let fits = Expr::And(vec![apply(FloatFn::Cmp(CmpOp::Le), vec![literal(-limit), ns.clone()]), apply(FloatFn::Cmp(CmpOp::Lt), vec![ns, literal(limit)])]);
            self.check(fits, ExcKind::OverflowError, span);
            self.check(apply(FloatFn::Cmp(CmpOp::Lt), vec![x.clone(), literal(0.0)]).negate(), ExcKind::ValueError, span);
            self.modelled_only(apply(FloatFn::Cmp(CmpOp::Le), vec![x, literal(float_ops::SLEEP_MODELLED_SECONDS as f64)]), span);
            return;
        }
        let i = as_int(x, ty);
        let bound = float_ops::SLEEP_INT_BOUND;
        let fits = Expr::And(vec![Expr::cmp(CmpOp::Ge, i.clone(), Expr::int(-bound)), Expr::cmp(CmpOp::Le, i.clone(), Expr::int(bound))]);
        self.check(fits, ExcKind::OverflowError, span);
        self.check(Expr::cmp(CmpOp::Ge, i.clone(), Expr::int(0)), ExcKind::ValueError, span);
        self.modelled_only(Expr::cmp(CmpOp::Le, i, Expr::int(float_ops::SLEEP_MODELLED_SECONDS)), span);
    }

    /// `e` of type `ty` (a number) as a complex, as CPython's complex operations take
    /// it: a float's imaginary part is 0.0.
    pub(super) fn to_complex(&mut self, e: Expr, ty: Type, span: Span) -> Expr {
        if ty == Type::Complex {
            return e;
        }
        let re = self.to_float(e, ty, span);
        apply(FloatFn::CMake, vec![re, literal(0.0)])
    }

    /// `a op b` where a complex takes part (`+ - * /`).
    pub(super) fn complex_arith(&mut self, op: ArithOp, (a, ta): (Expr, Type), (b, tb): (Expr, Type), span: Span) -> Expr {
        let (z, w) = (self.to_complex(a, ta, span), self.to_complex(b, tb, span));
        let f = match op {
            ArithOp::Add => FloatFn::CAdd,
            ArithOp::Sub => FloatFn::CSub,
            ArithOp::Mul => FloatFn::CMul,
            ArithOp::Div => {
                let fails = apply(FloatFn::CDivFails, vec![z.clone(), w.clone()]);
                self.check(fails.negate(), ExcKind::ZeroDivisionError, span);
                FloatFn::CDiv
            }
            _ => unreachable!("the type checker lets complexes take + - * / only"),
        };
        apply(f, vec![z, w])
    }

    /// `a == b` (or `!=`) where a complex takes part.
    pub(super) fn complex_equals(&mut self, op: CmpOp, (a, ta): (Expr, Type), (b, tb): (Expr, Type)) -> Expr {
        let ((z, _), (x, tx)) = if ta == Type::Complex { ((a, ta), (b, tb)) } else { ((b, tb), (a, ta)) };
        let eq = match tx {
            Type::Complex => apply(FloatFn::CEq, vec![z, x]),
            Type::Float => apply(FloatFn::CEqFloat, vec![z, x]),
            _ => apply(FloatFn::CEqInt, vec![z, as_int(x, tx)]),
        };
        if op == CmpOp::Eq { eq } else { eq.negate() }
    }

    /// `x.conjugate()`, `x.is_integer()` and `x.as_integer_ratio()` of a number `x`
    /// of type `ty`.
    pub(super) fn number_method(&mut self, x: Expr, ty: Type, name: &str, span: Span) -> Expr {
        match (ty, name) {
            (Type::Complex, "conjugate") => apply(FloatFn::CConj, vec![x]),
            (Type::Float, "is_integer") => apply(FloatFn::IsInteger, vec![x]),
            (Type::Float, "as_integer_ratio") => {
                self.check(apply(FloatFn::IsNan, vec![x.clone()]).negate(), ExcKind::ValueError, span);
                self.check(apply(FloatFn::IsInf, vec![x.clone()]).negate(), ExcKind::OverflowError, span);
                apply(FloatFn::IntegerRatio, vec![x])
            }
            (_, "conjugate") => as_int(x, ty),
            _ => unreachable!("the type checker allows these methods of numbers only"),
        }
    }

    /// `x.real` (`imag` false) or `x.imag` of a number.
    pub(super) fn number_part(&mut self, x: Expr, ty: Type, imag: bool) -> Expr {
        match (ty, imag) {
            (Type::Complex, false) => apply(FloatFn::CReal, vec![x]),
            (Type::Complex, true) => apply(FloatFn::CImag, vec![x]),
            (Type::Float, false) => x,
            (Type::Float, true) => literal(0.0),
            (_, false) => as_int(x, ty),
            (_, true) => Expr::int(0),
        }
    }

    /// `complex(args)` (the interpreter's is `float_ops::complex_new`): of numbers
    /// CPython's `complex_new` (a complex argument's
    /// parts combine: `complex(a, b)` is `a.real - b.imag + (a.imag + b.real) j`),
    /// of a str its parse.
    pub(super) fn complex_of(&mut self, args: Vec<(Expr, Type)>, span: Span) -> Expr {
        match args.as_slice() {
            [] => apply(FloatFn::CMake, vec![literal(0.0), literal(0.0)]),
            [(s, Type::Str)] => {
                let fails = apply(FloatFn::CFromStrFails, vec![s.clone()]);
                self.check(fails.negate(), ExcKind::ValueError, span);
                apply(FloatFn::CFromStr, vec![s.clone()])
            }
            [(a, ta)] => self.to_complex(a.clone(), *ta, span),
            [(a, ta), (b, tb)] => {
                let part = |this: &mut Self, e: &Expr, t: Type, imag: bool| if t == Type::Complex { apply(if imag { FloatFn::CImag } else { FloatFn::CReal }, vec![e.clone()]) } else if imag { literal(0.0) } else { this.to_float(e.clone(), t, span) };
                let (ar, br) = (part(self, a, *ta, false), part(self, b, *tb, false));
                let re = if *tb == Type::Complex { apply(FloatFn::Sub, vec![ar, part(self, b, *tb, true)]) } else { ar };
                let im = if *ta == Type::Complex { apply(FloatFn::Add, vec![br, part(self, a, *ta, true)]) } else { br };
                apply(FloatFn::CMake, vec![re, im])
            }
            _ => unreachable!("the type checker allows two arguments at most"),
        }
    }

    /// `abs(z)` of a complex: OverflowError where it overflows from finite parts.
    pub(super) fn complex_abs(&mut self, z: Expr, span: Span) -> Expr {
        let fails = apply(FloatFn::CAbsFails, vec![z.clone()]);
        self.check(fails.negate(), ExcKind::OverflowError, span);
        apply(FloatFn::CAbs, vec![z])
    }

    /// Python's truth of a complex: a part that is not zero.
    pub(super) fn complex_truthy(z: Expr) -> Expr {
        Expr::Or(vec![truthy(apply(FloatFn::CReal, vec![z.clone()])), truthy(apply(FloatFn::CImag, vec![z]))])
    }
}

/// How `**` fails (CPython's `float_pow` and `complex_pow`).
const POWER_FAILURES: &[(i64, ExcKind)] = &[(float_ops::FAILS_ZERO_DIVISION, ExcKind::ZeroDivisionError), (float_ops::FAILS_OVERFLOW, ExcKind::OverflowError)];

/// An int power of an int is written out as a product up to this exponent ...
const MAX_PRODUCT_EXPONENT: u32 = 64;
/// The largest exponent not known in advance an int power is modelled for: one
/// product per exponent, chosen by its value.
const MAX_CHOSEN_EXPONENT: u32 = 16;

/// `x ** n` as the product of `n` copies of `x`.
fn product(x: &Expr, n: u32) -> Expr {
    (1..n).fold(if n == 0 { Expr::int(1) } else { x.clone() }, |acc, _| Expr::arith(ArithOp::Mul, acc, x.clone()))
}
/// ... and computed, of a literal base, up to this one.
const MAX_FOLDED_EXPONENT: u32 = 100_000;
