//! Python's `float`: the operations the CFG names (`FloatFn`, in
//! `cfg::Expr::FloatFn`) and their one meaning (`apply`), shared by the
//! interpreter, the CFG executor and constant folding; the SMT encoder gives each
//! the same meaning in Z3's floating-point theory. CPython's algorithms, on `f64`
//! (IEEE-754 binary64, round to nearest even, as CPython's C doubles), are in
//! `numeric` (arithmetic, conversions, `repr`) and `math`, `special` and
//! `int_math` (the `math` module; `libm` names its functions).

pub mod cmath;
pub mod complex;
pub mod int_math;
pub mod libm;
pub mod math;
pub mod numeric;
pub mod special;

use crate::ast::{ArithOp, CmpOp, ExcKind, Type};
use crate::value::Value;
use num_bigint::BigInt;
pub use numeric::FloatError;

/// A float operation as the CFG names it. Total: where CPython raises, the
/// lowering has routed the run to the error before (a guard on the operands), and
/// the value here is whatever `apply` gives (an `Err`), which no run reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatFn {
    /// A literal, by its bits (so that nan and -0.0 are values like any other).
    Const(u64),
    /// `float(i)` of an int: correctly rounded; OverflowError beyond the doubles
    /// (the guard is `fits_float` on the int).
    FromInt,
    /// `a / b` of two ints: the exact quotient, correctly rounded.
    IntDiv,
    Add,
    Sub,
    Mul,
    /// `/`, `//` and `%` of floats: ZeroDivisionError for a zero divisor.
    Div,
    FloorDiv,
    Mod,
    Neg,
    Abs,
    /// `x op y` of two floats: IEEE's comparisons (false on nan, `0.0 == -0.0`).
    Cmp(CmpOp),
    /// `i op x` of an int and a float, exactly (Python compares the values, not
    /// `float(i)` with `x`): false on nan but for `!=`.
    CmpInt(CmpOp),
    /// `int(x)`: truncated; ValueError for nan, OverflowError for the infinities.
    ToInt,
    /// `round(x)`: to the nearest int, ties to even; errors as `int(x)`.
    Round,
    /// `round(x, n)`: the float nearest the decimal rounding of `x` to `n` digits;
    /// OverflowError where that is beyond the doubles (`RoundFails`).
    RoundDigits,
    RoundFails,
    /// `math.floor(x)` and `math.ceil(x)`: ints; errors as `int(x)`.
    Floor,
    Ceil,
    IsNan,
    IsInf,
    /// `x.is_integer()`: finite, without a fractional part.
    IsInteger,
    /// `x.as_integer_ratio()`: the tuple `(n, d)` of ints in lowest terms with
    /// `d > 0` and `n / d == x` exactly; ValueError for nan, OverflowError for the
    /// infinities.
    IntegerRatio,
    /// `math.dist(p, q)` of two sequences of the same length (CPython's
    /// `vector_norm` of the differences); each flag says whether that sequence
    /// holds floats (as their bits) rather than ints.
    Dist(bool, bool),
    /// `math.sqrt(x)`: ValueError below zero (`-0.0` is fine).
    Sqrt,
    /// `str(x)` / `repr(x)`: the shortest text that reads back as `x`.
    Repr,
    /// `x ** y` of floats (CPython's `float_pow`), and how it fails (`FAILS_*`;
    /// `FAILS_COMPLEX` where the value is a complex number: a negative base, a
    /// fractional exponent).
    Pow,
    PowFails,
    /// A function of the `math` module the solver knows only as a function
    /// (`libm`), of ints or floats as the program gives them, and how it fails
    /// (`FAILS_*`, 0 where it does not).
    Libm(libm::Libm),
    LibmFails(libm::Libm),
    /// A function of the `cmath` module (`cmath`), and how it fails, as `Libm`.
    Cmath(cmath::Cmath),
    CmathFails(cmath::Cmath),
    /// `complex(re, im)` of two floats: exactly those parts.
    CMake,
    /// A complex's parts (floats).
    CReal,
    CImag,
    /// Complex arithmetic as CPython's `_Py_c_sum`, `_Py_c_diff`, `_Py_c_prod`
    /// (no fused multiply-add), `_Py_c_neg`, `conjugate()`.
    CAdd,
    CSub,
    CMul,
    CNeg,
    CConj,
    /// `_Py_c_quot` and whether it fails (a zero divisor: ZeroDivisionError).
    CDiv,
    CDivFails,
    /// `z ** w` of complexes and how it fails (`FAILS_*`).
    CPow,
    CPowFails,
    /// `abs(z)`, and whether it overflows from finite parts (OverflowError).
    CAbs,
    CAbsFails,
    /// `z == w`, `z == x` of a float, `z == i` of an int: Python's equality.
    CEq,
    CEqFloat,
    CEqInt,
    /// `str(z)` / `repr(z)`.
    CRepr,
    /// `complex(s)` of a str, and whether CPython refuses it (ValueError).
    CFromStr,
    CFromStrFails,
    /// `float(s)` of a str, and whether CPython refuses it (ValueError).
    FromStr,
    FromStrFails,
    /// A float as an item of a list of floats holds it: its bits as an int of
    /// `0..2**64` (lists are sequences of ints to the CFG and the solver), and back.
    /// Bits, not values, so that nan, `-0.0` and `0.0` stay apart.
    ToBits,
    FromBits,
}

impl FloatFn {
    /// The type of the value.
    pub fn result(self) -> Type {
        match self {
            FloatFn::Cmp(_) | FloatFn::CmpInt(_) | FloatFn::IsNan | FloatFn::IsInf | FloatFn::IsInteger | FloatFn::RoundFails | FloatFn::FromStrFails => Type::Bool,
            FloatFn::ToInt | FloatFn::Round | FloatFn::Floor | FloatFn::Ceil | FloatFn::PowFails | FloatFn::ToBits => Type::Int,
            FloatFn::Repr | FloatFn::CRepr => Type::Str,
            FloatFn::IntegerRatio => Type::Tuple,
            FloatFn::CMake | FloatFn::CAdd | FloatFn::CSub | FloatFn::CMul | FloatFn::CNeg | FloatFn::CConj | FloatFn::CDiv | FloatFn::CPow | FloatFn::CFromStr => Type::Complex,
            FloatFn::CDivFails | FloatFn::CAbsFails | FloatFn::CEq | FloatFn::CEqFloat | FloatFn::CEqInt | FloatFn::CFromStrFails => Type::Bool,
            FloatFn::CPowFails => Type::Int,
            FloatFn::Libm(f) => f.result(),
            FloatFn::LibmFails(_) | FloatFn::CmathFails(_) => Type::Int,
            FloatFn::Cmath(f) => f.result(),
            _ => Type::Float,
        }
    }

    /// The name printed rules and uninterpreted functions use.
    pub fn name(self) -> String {
        match self {
            FloatFn::Const(bits) => numeric::repr(f64::from_bits(bits)),
            FloatFn::Cmp(op) => format!("fcmp{}", op.symbol()),
            FloatFn::CmpInt(op) => format!("icmp{}", op.symbol()),
            FloatFn::Libm(f) => f.name(),
            FloatFn::LibmFails(f) => format!("{}_fails", f.name()),
            FloatFn::Cmath(f) => f.name(),
            FloatFn::CmathFails(f) => format!("{}_fails", f.name()),
            FloatFn::Dist(p, q) => format!("dist_{p}_{q}"),
            other => format!("{other:?}").to_lowercase(),
        }
    }

    /// The literal `x`.
    pub fn literal(x: f64) -> FloatFn {
        FloatFn::Const(x.to_bits())
    }
}

/// The float whose bits an item of a list of floats holds (`FloatFn::FromBits`).
pub fn bits_of(item: &num_bigint::BigInt) -> u64 {
    let m: num_bigint::BigInt = num_bigint::BigInt::from(1u8) << 64;
    let r = ((item % &m) + &m) % &m;
    num_traits::ToPrimitive::to_u64(&r).expect("reduced modulo 2**64")
}

/// The value of `f` on `args` (floats as `Value::Float`, ints as `Value::Int` or
/// bools), or the exception CPython raises there.
pub fn apply(f: FloatFn, args: &[Value]) -> Result<Value, FloatError> {
    let x = |k: usize| args[k].as_float();
    let c = |k: usize| args[k].as_complex();
    let float = |v: f64| Value::float(v);
    Ok(match f {
        FloatFn::Const(bits) => Value::Float(bits),
        FloatFn::FromInt => float(numeric::int_to_float(&args[0].to_int())?),
        FloatFn::IntDiv => float(numeric::true_div_ints(&args[0].to_int(), &args[1].to_int())?),
        FloatFn::Add => float(x(0) + x(1)),
        FloatFn::Sub => float(x(0) - x(1)),
        FloatFn::Mul => float(x(0) * x(1)),
        FloatFn::Div => float(numeric::div(x(0), x(1))?),
        FloatFn::FloorDiv => float(numeric::floor_div(x(0), x(1))?),
        FloatFn::Mod => float(numeric::modulo(x(0), x(1))?),
        FloatFn::Neg => float(-x(0)),
        FloatFn::Abs => float(x(0).abs()),
        FloatFn::Cmp(op) => Value::Bool(compare(op, x(0).partial_cmp(&x(1)))),
        FloatFn::CmpInt(op) => Value::Bool(compare(op, numeric::cmp_int_float(&args[0].to_int(), x(1)))),
        FloatFn::ToInt => Value::Int(numeric::float_to_int(x(0))?),
        FloatFn::Round => Value::Int(numeric::round_to_int(x(0))?),
        FloatFn::RoundDigits => float(numeric::round_digits(x(0), &args[1].to_int())?),
        FloatFn::RoundFails => Value::Bool(numeric::round_digits(x(0), &args[1].to_int()).is_err()),
        FloatFn::Floor => Value::Int(math::floor(x(0))?),
        FloatFn::Ceil => Value::Int(math::ceil(x(0))?),
        FloatFn::IsNan => Value::Bool(x(0).is_nan()),
        FloatFn::IsInf => Value::Bool(x(0).is_infinite()),
        FloatFn::IsInteger => Value::Bool(x(0).is_finite() && x(0).fract() == 0.0),
        FloatFn::Dist(pf, qf) => {
            let coords = |v: &Value, floats: bool| -> Result<Vec<f64>, FloatError> {
                v.held_items().iter().map(|item| if floats { Ok(f64::from_bits(bits_of(&item.held_int()))) } else { numeric::int_to_float(&item.to_int()) }).collect()
            };
            let (p, q) = (coords(&args[0], pf)?, coords(&args[1], qf)?);
            if p.len() != q.len() {
                return Err(FloatError::Value("both points must have the same number of dimensions"));
            }
            float(numeric::dist(&p, &q))
        }
        FloatFn::IntegerRatio => {
            let (n, d) = numeric::integer_ratio(x(0))?;
            Value::tuple(vec![n, d])
        }
        FloatFn::Sqrt => float(math::sqrt(x(0))?),
        FloatFn::Pow => float(numeric::pow(x(0), x(1))?.ok_or(FloatError::Value("a complex result"))?),
        FloatFn::PowFails => Value::int(match numeric::pow(x(0), x(1)) {
            Ok(None) => FAILS_COMPLEX,
            r => failure_code(&r),
        }),
        FloatFn::Repr => Value::str(&numeric::repr(x(0))),
        FloatFn::Libm(f) => libm::apply(f, args)?,
        FloatFn::CMake => Value::complex((x(0), x(1))),
        FloatFn::CReal => float(c(0).0),
        FloatFn::CImag => float(c(0).1),
        FloatFn::CAdd => Value::complex(complex::add(c(0), c(1))),
        FloatFn::CSub => Value::complex(complex::sub(c(0), c(1))),
        FloatFn::CMul => Value::complex(complex::mul(c(0), c(1))),
        FloatFn::CNeg => Value::complex(complex::neg(c(0))),
        FloatFn::CConj => Value::complex(complex::conjugate(c(0))),
        FloatFn::CDiv => Value::complex(complex::div(c(0), c(1))?),
        FloatFn::CDivFails => Value::Bool(complex::div(c(0), c(1)).is_err()),
        FloatFn::CPow => Value::complex(complex::pow(c(0), c(1))?),
        FloatFn::CPowFails => Value::int(failure_code(&complex::pow(c(0), c(1)))),
        FloatFn::CAbs => float(complex::abs(c(0))?),
        FloatFn::CAbsFails => Value::Bool(complex::abs(c(0)).is_err()),
        FloatFn::CEq => Value::Bool(complex::eq(c(0), c(1))),
        FloatFn::CEqFloat => Value::Bool(complex::eq_float(c(0), x(1))),
        FloatFn::CEqInt => Value::Bool(complex::eq_int(c(0), &args[1].to_int())),
        FloatFn::CRepr => Value::str(&complex::repr(c(0))),
        FloatFn::CFromStr => Value::complex(complex::from_str(args[0].clone().as_type(Type::Str).as_str())?),
        FloatFn::CFromStrFails => Value::Bool(complex::from_str(args[0].clone().as_type(Type::Str).as_str()).is_err()),
        FloatFn::LibmFails(f) => Value::int(libm::fails(f, args)),
        FloatFn::Cmath(f) => cmath::apply(f, args)?,
        FloatFn::CmathFails(f) => Value::int(cmath::fails(f, args)),
        // A str may come as the sequence of its code points (the CFG executor's).
        FloatFn::FromStr => float(numeric::parse_float(args[0].clone().as_type(Type::Str).as_str())?),
        FloatFn::FromStrFails => Value::Bool(numeric::parse_float(args[0].clone().as_type(Type::Str).as_str()).is_err()),
        FloatFn::ToBits => match &args[0] {
            Value::Float(bits) => Value::int(*bits),
            _ => return Err(FloatError::Value("the bits of a float")),
        },
        // Only `ToBits` makes the items, so every one is in range; the others are
        // read modulo 2**64 so that the function stays total.
        FloatFn::FromBits => Value::Float(bits_of(&args[0].to_int())),
    })
}

/// Python's `a op b` on numbers where a float takes part, or `/` (a float of two
/// ints too): the int side made a float first (OverflowError beyond the doubles),
/// as CPython's float methods do. None where no float is involved: int arithmetic.
pub fn arith(op: ArithOp, a: &Value, b: &Value) -> Option<Result<Value, FloatError>> {
    if matches!(a, Value::Complex(..)) || matches!(b, Value::Complex(..)) {
        let f = match op {
            ArithOp::Add => FloatFn::CAdd,
            ArithOp::Sub => FloatFn::CSub,
            ArithOp::Mul => FloatFn::CMul,
            ArithOp::Div => FloatFn::CDiv,
            _ => return None,
        };
        return Some(to_complex(a).and_then(|z| apply(f, &[z, to_complex(b)?])));
    }
    let is_float = |v: &Value| matches!(v, Value::Float(_));
    if !is_float(a) && !is_float(b) {
        return (op == ArithOp::Div).then(|| apply(FloatFn::IntDiv, &[a.clone(), b.clone()]));
    }
    let f = arith_fn(op)?;
    let as_float = |v: &Value| if is_float(v) { Ok(v.clone()) } else { apply(FloatFn::FromInt, &[v.clone()]) };
    Some(as_float(a).and_then(|x| apply(f, &[x, as_float(b)?])))
}

/// `x ** y` of numbers not both ints (or an int to a negative int): of floats
/// CPython's `float_pow` of the operands made floats, `None` where its value is a
/// complex number; with a complex, `complex_pow`.
pub fn power(x: &Value, y: &Value) -> Result<Option<Value>, FloatError> {
    if matches!(x, Value::Complex(..)) || matches!(y, Value::Complex(..)) {
        return apply(FloatFn::CPow, &[to_complex(x)?, to_complex(y)?]).map(Some);
    }
    let as_float = |v: &Value| match v {
        Value::Float(bits) => Ok(f64::from_bits(*bits)),
        other => numeric::int_to_float(&other.to_int()),
    };
    Ok(numeric::pow(as_float(x)?, as_float(y)?)?.map(Value::float))
}

/// `complex(args)` of numbers or a str, as CPython's `complex_new`: a complex
/// argument's parts combine (`complex(a, b)` is `a.real - b.imag + (a.imag +
/// b.real) j`), an int is made a float first.
pub fn complex_new(args: &[Value]) -> Result<Value, FloatError> {
    let real = |v: &Value| match v {
        Value::Complex(re, _) | Value::Float(re) => Ok(f64::from_bits(*re)),
        other => numeric::int_to_float(&other.to_int()),
    };
    let imag = |v: &Value| match v {
        Value::Complex(_, im) => f64::from_bits(*im),
        _ => 0.0,
    };
    Ok(match args {
        [] => Value::complex((0.0, 0.0)),
        [s @ Value::Str(_)] => apply(FloatFn::CFromStr, std::slice::from_ref(s))?,
        [a] => to_complex(a)?,
        [a, b] => {
            let (ar, br) = (real(a)?, real(b)?);
            let re = if matches!(b, Value::Complex(..)) { ar - imag(b) } else { ar };
            let im = if matches!(a, Value::Complex(..)) { br + imag(a) } else { br };
            Value::complex((re, im))
        }
        _ => unreachable!("the type checker allows two arguments at most"),
    })
}

/// A number as a complex: an int made a float first (OverflowError beyond the
/// doubles), the imaginary part 0.0.
pub fn to_complex(v: &Value) -> Result<Value, FloatError> {
    Ok(match v {
        Value::Complex(..) => v.clone(),
        Value::Float(bits) => Value::Complex(*bits, 0.0f64.to_bits()),
        other => Value::complex((numeric::int_to_float(&other.to_int())?, 0.0)),
    })
}

/// The float operation of an arithmetic operator (None for the bitwise ones, which
/// floats do not take).
pub fn arith_fn(op: ArithOp) -> Option<FloatFn> {
    Some(match op {
        ArithOp::Add => FloatFn::Add,
        ArithOp::Sub => FloatFn::Sub,
        ArithOp::Mul => FloatFn::Mul,
        ArithOp::Div => FloatFn::Div,
        ArithOp::FloorDiv => FloatFn::FloorDiv,
        ArithOp::Mod => FloatFn::Mod,
        _ => return None,
    })
}

/// Python's `a op b` where a float takes part (None otherwise): IEEE's order between
/// floats, the exact order between an int and a float.
pub fn compare_values(op: CmpOp, a: &Value, b: &Value) -> Option<bool> {
    let r = match (a, b) {
        (Value::Complex(..), _) | (_, Value::Complex(..)) if matches!(op, CmpOp::Eq | CmpOp::Ne) => {
            let (z, x) = if matches!(a, Value::Complex(..)) { (a, b) } else { (b, a) };
            let f = match x {
                Value::Complex(..) => FloatFn::CEq,
                Value::Float(_) => FloatFn::CEqFloat,
                _ => FloatFn::CEqInt,
            };
            return Some(apply(f, &[z.clone(), x.clone()]).is_ok_and(|v| v.as_bool() == (op == CmpOp::Eq)));
        }
        (Value::Float(_), Value::Float(_)) => apply(FloatFn::Cmp(op), &[a.clone(), b.clone()]),
        (Value::Float(_), i) => apply(FloatFn::CmpInt(op.flipped()), &[i.clone(), a.clone()]),
        (i, Value::Float(_)) => apply(FloatFn::CmpInt(op), &[i.clone(), b.clone()]),
        _ => return None,
    };
    Some(r.is_ok_and(|v| v.as_bool()))
}

/// How an operation fails, as the `*Fails` operations that give a code say it (0
/// where it does not): CPython's exception, or (`**` of floats) a complex value.
pub const FAILS_VALUE: i64 = 1;
pub const FAILS_OVERFLOW: i64 = 2;
pub const FAILS_ZERO_DIVISION: i64 = 3;
pub const FAILS_COMPLEX: i64 = 4;
/// A value tracer does not compute (`libm::evaluate`'s None: an int too large):
/// the lowering cuts the run there, as at what minipy does not model.
pub const FAILS_UNMODELLED: i64 = 5;

/// The exceptions of the failure codes (`FAILS_*` but `FAILS_COMPLEX` and
/// `FAILS_UNMODELLED`).
pub const FAILURES: [(i64, ExcKind); 3] = [(FAILS_VALUE, ExcKind::ValueError), (FAILS_OVERFLOW, ExcKind::OverflowError), (FAILS_ZERO_DIVISION, ExcKind::ZeroDivisionError)];

/// How a computation failed, as a `FAILS_*` code (0 where it did not).
pub fn failure_code<T>(r: &Result<T, FloatError>) -> i64 {
    match r {
        Ok(_) => 0,
        Err(FloatError::Value(_)) => FAILS_VALUE,
        Err(FloatError::Overflow(_)) => FAILS_OVERFLOW,
        Err(FloatError::ZeroDivision(_)) => FAILS_ZERO_DIVISION,
    }
}

/// `a op b` given how `a` compares with `b` (None: one is nan, and only `!=` holds).
fn compare(op: CmpOp, order: Option<std::cmp::Ordering>) -> bool {
    match order {
        Some(o) => op.holds(&o, &std::cmp::Ordering::Equal),
        None => op == CmpOp::Ne,
    }
}

/// `round(i, n)` of an int: itself for `n >= 0`, else the nearest multiple of
/// `10**-n`, ties to even (CPython's `long_round`).
pub fn round_int(i: &BigInt, n: &BigInt) -> BigInt {
    use num_integer::Integer;
    use num_traits::{Signed, ToPrimitive};
    if !n.is_negative() {
        return i.clone();
    }
    // 10**-n beyond any int's size: every int rounds to 0 (a tie only at 0).
    let Some(k) = (-n).to_u32().filter(|&k| k <= 1_000_000) else { return BigInt::from(0) };
    let unit = num_traits::pow(BigInt::from(10), k as usize);
    let (q, r) = i.div_mod_floor(&unit);
    let twice = &r * 2;
    let up = twice > unit || (twice == unit && q.is_odd());
    (q + BigInt::from(up as u8)) * unit
}

/// The smallest int `float()` refuses (it rounds to 2**1024): `2**1024 - 2**970`.
/// The most seconds `time.sleep` takes as an int: CPython 3.11 makes them 64-bit
/// nanoseconds (`_PyTime_check_mul_overflow`), OverflowError beyond.
pub const SLEEP_INT_BOUND: i64 = 9_223_372_036;

/// The longest sleep modelled, in seconds (2**62 ns): CPython 3.11's `pysleep` adds
/// the monotonic clock to the time unchecked, so a longer one may wrap and fail
/// with OSError (EINVAL) or sleep, depending on the machine's uptime.
pub const SLEEP_MODELLED_SECONDS: i64 = 4_611_686_018;

/// What `time.sleep(secs)` does in CPython 3.11: converting `secs` to 64-bit
/// nanoseconds (`_PyTime_FromSecondsObject`), a nan is a ValueError and a value
/// beyond them an OverflowError (a float's `secs * 1e9`, rounded away from zero,
/// outside `[-2**63, 2**63)`: the bounds are integers, so the unrounded product
/// tells); then a negative time (after rounding: `-0.0` is none) is a ValueError;
/// a longer one than `SLEEP_MODELLED_SECONDS` is not modelled.
pub fn sleep_outcome(v: &Value) -> Result<(), Option<crate::ast::ExcKind>> {
    use crate::ast::ExcKind;
    let (negative, long) = match v {
        Value::Float(bits) => {
            let x = f64::from_bits(*bits);
            if x.is_nan() {
                return Err(Some(ExcKind::ValueError));
            }
            let limit = 2f64.powi(63);
            let ns = x * 1e9;
            if !(-limit <= ns && ns < limit) {
                return Err(Some(ExcKind::OverflowError));
            }
            (x < 0.0, x > SLEEP_MODELLED_SECONDS as f64)
        }
        v => {
            let i = v.to_int();
            if i < BigInt::from(-SLEEP_INT_BOUND) || i > BigInt::from(SLEEP_INT_BOUND) {
                return Err(Some(ExcKind::OverflowError));
            }
            (i.sign() == num_bigint::Sign::Minus, i > BigInt::from(SLEEP_MODELLED_SECONDS))
        }
    };
    match (negative, long) {
        (true, _) => Err(Some(ExcKind::ValueError)),
        (_, true) => Err(None),
        _ => Ok(()),
    }
}

pub fn float_overflow_bound() -> BigInt {
    (BigInt::from(1) << 1024u32) - (BigInt::from(1) << 970u32)
}

impl FloatError {
    /// The exception as the CFG's error points name it.
    pub fn kind(&self) -> ExcKind {
        match self {
            FloatError::ZeroDivision(_) => ExcKind::ZeroDivisionError,
            FloatError::Overflow(_) => ExcKind::OverflowError,
            FloatError::Value(_) => ExcKind::ValueError,
        }
    }
}
