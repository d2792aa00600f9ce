//! The functions of Python's `math` module that the solver knows only as functions
//! of their arguments (`FloatFn::Libm`): their names, arities, parameter and result
//! types, and values on concrete arguments as CPython computes them (`math.rs`,
//! `special.rs`, `int_math.rs`). An argument of a float parameter may be an int:
//! CPython converts it to a float (OverflowError beyond the doubles), except that
//! the logarithms read an int of any size themselves. An int parameter takes ints
//! and bools only (CPython's `__index__`; a float is a TypeError, which the type
//! checker places).

use super::int_math;
use super::math::{self, Real};
use super::numeric::{int_to_float, FloatError};
use super::special;
use crate::ast::Type;
use crate::value::Value;
use num_bigint::BigInt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Libm {
    Exp,
    Log,
    /// `math.log(x, base)`.
    LogBase,
    Log2,
    Log10,
    Sin,
    Cos,
    Tan,
    Asin,
    Acos,
    Atan,
    Atan2,
    Sinh,
    Cosh,
    Tanh,
    Degrees,
    Radians,
    Fmod,
    Copysign,
    /// `math.hypot(x, y)` (two coordinates).
    Hypot,
    /// `math.pow(x, y)`: unlike `**`, a ValueError for `0.0 ** -1.0` and a complex
    /// result.
    Pow,
    /// `math.isclose(a, b)` with Python's default tolerances.
    IsClose,
    /// `math.isclose(a, b, rel_tol=r, abs_tol=t)`: the parser passes all four.
    IsCloseTol,
    IsFinite,
    Erf,
    Erfc,
    Gamma,
    Lgamma,
    Expm1,
    Exp2,
    Log1p,
    Cbrt,
    Acosh,
    Asinh,
    Atanh,
    Nextafter,
    Remainder,
    Ulp,
    /// `math.ldexp(x, i)`: a float and an int.
    Ldexp,
    /// The functions of ints, with int values. `gcd` and `lcm` take any number of
    /// arguments; `perm(n)` is `Factorial` (`for_args`).
    Factorial,
    Gcd,
    Lcm,
    Comb,
    Perm,
    Isqrt,
    /// The items of `math.modf(x)` (fractional and whole part) and `math.frexp(x)`
    /// (mantissa, a float, and exponent, an int), each a function of its own so
    /// that a tuple of them needs no tuple value; no Python name calls them.
    ModfFraction,
    ModfWhole,
    FrexpMantissa,
    FrexpExponent,
}

/// What a parameter takes: a number (made a float), or an int.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Param {
    Number,
    Int,
}

impl Libm {
    /// The function `math.NAME` names, with how many arguments it takes at most
    /// (`usize::MAX`: any number; `arity` gives the least).
    pub fn from_name(name: &str) -> Option<(Libm, usize)> {
        let f = match name {
            "exp" => Libm::Exp,
            "log" => Libm::Log,
            "log2" => Libm::Log2,
            "log10" => Libm::Log10,
            "sin" => Libm::Sin,
            "cos" => Libm::Cos,
            "tan" => Libm::Tan,
            "asin" => Libm::Asin,
            "acos" => Libm::Acos,
            "atan" => Libm::Atan,
            "atan2" => Libm::Atan2,
            "sinh" => Libm::Sinh,
            "cosh" => Libm::Cosh,
            "tanh" => Libm::Tanh,
            "degrees" => Libm::Degrees,
            "radians" => Libm::Radians,
            "fmod" => Libm::Fmod,
            "copysign" => Libm::Copysign,
            "hypot" => Libm::Hypot,
            "pow" => Libm::Pow,
            "isclose" => Libm::IsClose,
            "isfinite" => Libm::IsFinite,
            "erf" => Libm::Erf,
            "erfc" => Libm::Erfc,
            "gamma" => Libm::Gamma,
            "lgamma" => Libm::Lgamma,
            "expm1" => Libm::Expm1,
            "exp2" => Libm::Exp2,
            "log1p" => Libm::Log1p,
            "cbrt" => Libm::Cbrt,
            "acosh" => Libm::Acosh,
            "asinh" => Libm::Asinh,
            "atanh" => Libm::Atanh,
            "nextafter" => Libm::Nextafter,
            "remainder" => Libm::Remainder,
            "ulp" => Libm::Ulp,
            "ldexp" => Libm::Ldexp,
            "factorial" => Libm::Factorial,
            "gcd" => Libm::Gcd,
            "lcm" => Libm::Lcm,
            "comb" => Libm::Comb,
            "perm" => Libm::Perm,
            "isqrt" => Libm::Isqrt,
            _ => return None,
        };
        Some((f, f.arity().1))
    }

    /// The least and the most arguments a call takes (`usize::MAX`: any number).
    pub fn arity(self) -> (usize, usize) {
        match self {
            Libm::Log | Libm::Perm => (1, 2),
            Libm::Gcd | Libm::Lcm => (0, usize::MAX),
            Libm::LogBase | Libm::Atan2 | Libm::Fmod | Libm::Copysign | Libm::Hypot | Libm::Pow | Libm::IsClose | Libm::Nextafter | Libm::Remainder | Libm::Ldexp | Libm::Comb => (2, 2),
            Libm::IsCloseTol => (4, 4),
            _ => (1, 1),
        }
    }

    /// What the `k`-th parameter takes.
    pub fn param(self, k: usize) -> Param {
        match self {
            Libm::Factorial | Libm::Gcd | Libm::Lcm | Libm::Comb | Libm::Perm | Libm::Isqrt => Param::Int,
            Libm::Ldexp if k == 1 => Param::Int,
            _ => Param::Number,
        }
    }

    /// The function a call with `n` arguments means: `log(x, base)` is its own,
    /// `perm(n)` is `factorial(n)` (CPython calls it, errors and all).
    pub fn for_args(self, n: usize) -> Libm {
        match self {
            Libm::Log if n == 2 => Libm::LogBase,
            Libm::Perm if n == 1 => Libm::Factorial,
            _ => self,
        }
    }

    pub fn result(self) -> Type {
        match self {
            Libm::IsClose | Libm::IsCloseTol | Libm::IsFinite => Type::Bool,
            Libm::Factorial | Libm::Gcd | Libm::Lcm | Libm::Comb | Libm::Perm | Libm::Isqrt | Libm::FrexpExponent => Type::Int,
            _ => Type::Float,
        }
    }

    /// Whether a value may be one tracer does not compute (`evaluate`'s `None`).
    pub fn may_be_unmodelled(self) -> bool {
        matches!(self, Libm::Factorial | Libm::Comb | Libm::Perm)
    }

    pub fn name(self) -> String {
        format!("{self:?}").to_lowercase()
    }
}

/// `math.f(args)` on ints, bools and floats, as CPython computes it; `Ok(None)`
/// where CPython's value is an int too large for tracer to compute (`int_math`).
pub fn evaluate(f: Libm, args: &[Value]) -> Result<Option<Value>, FloatError> {
    let float = |v: &Value| match v {
        Value::Float(bits) => Ok(f64::from_bits(*bits)),
        other => int_to_float(&other.to_int()),
    };
    fn real(v: &Value) -> Real<'_> {
        match v {
            Value::Float(bits) => Real::Float(f64::from_bits(*bits)),
            _ => Real::Int(v.as_int()),
        }
    }
    // The logarithms and the int functions read a bool as the int it is.
    let ints: Vec<Value> = args.iter().map(|v| if let Value::Bool(b) = v { Value::int(*b as i64) } else { v.clone() }).collect();
    let x = || float(&args[0]);
    let y = || float(&args[1]);
    let some_int = |i: BigInt| Ok(Some(Value::Int(i)));
    let v = match f {
        Libm::Log => math::log_real(real(&ints[0]), None)?,
        Libm::LogBase => math::log_real(real(&ints[0]), Some(real(&ints[1])))?,
        Libm::Log2 => math::log2_real(real(&ints[0]))?,
        Libm::Log10 => math::log10_real(real(&ints[0]))?,
        Libm::Exp => math::exp(x()?)?,
        Libm::Sin => math::sin(x()?)?,
        Libm::Cos => math::cos(x()?)?,
        Libm::Tan => math::tan(x()?)?,
        Libm::Asin => math::asin(x()?)?,
        Libm::Acos => math::acos(x()?)?,
        Libm::Atan => math::atan(x()?)?,
        Libm::Atan2 => math::atan2(x()?, y()?)?,
        Libm::Sinh => math::sinh(x()?)?,
        Libm::Cosh => math::cosh(x()?)?,
        Libm::Tanh => math::tanh(x()?)?,
        Libm::Degrees => math::degrees(x()?),
        Libm::Radians => math::radians(x()?),
        Libm::Fmod => math::fmod(x()?, y()?)?,
        Libm::Copysign => math::copysign(x()?, y()?),
        Libm::Hypot => math::hypot(&[x()?, y()?]),
        Libm::Pow => math::pow(x()?, y()?)?,
        Libm::IsClose => return Ok(Some(Value::Bool(math::isclose(x()?, y()?, 1e-9, 0.0)?))),
        Libm::IsCloseTol => return Ok(Some(Value::Bool(math::isclose(x()?, y()?, float(&args[2])?, float(&args[3])?)?))),
        Libm::IsFinite => return Ok(Some(Value::Bool(math::isfinite(x()?)))),
        Libm::Erf => special::erf(x()?),
        Libm::Erfc => special::erfc(x()?),
        Libm::Gamma => special::gamma(x()?)?,
        Libm::Lgamma => special::lgamma(x()?)?,
        Libm::Expm1 => special::expm1(x()?)?,
        Libm::Exp2 => special::exp2(x()?)?,
        Libm::Log1p => special::log1p(x()?)?,
        Libm::Cbrt => special::cbrt(x()?)?,
        Libm::Acosh => special::acosh(x()?)?,
        Libm::Asinh => special::asinh(x()?)?,
        Libm::Atanh => special::atanh(x()?)?,
        Libm::Nextafter => special::nextafter(x()?, y()?),
        Libm::Remainder => special::remainder(x()?, y()?)?,
        Libm::Ulp => special::ulp(x()?),
        Libm::Ldexp => math::ldexp(x()?, ints[1].as_int())?,
        Libm::ModfFraction => math::modf(x()?).0,
        Libm::ModfWhole => math::modf(x()?).1,
        Libm::FrexpMantissa => math::frexp(x()?).0,
        Libm::FrexpExponent => return some_int(BigInt::from(math::frexp(x()?).1)),
        Libm::Factorial => return Ok(int_math::factorial(ints[0].as_int())?.map(Value::Int)),
        Libm::Comb => return Ok(int_math::comb(ints[0].as_int(), ints[1].as_int())?.map(Value::Int)),
        Libm::Perm => return Ok(int_math::perm(ints[0].as_int(), ints[1].as_int())?.map(Value::Int)),
        Libm::Isqrt => return some_int(int_math::isqrt(ints[0].as_int())?),
        Libm::Gcd | Libm::Lcm => {
            let values: Vec<BigInt> = ints.iter().map(|v| v.as_int().clone()).collect();
            return some_int(if f == Libm::Gcd { int_math::gcd(&values) } else { int_math::lcm(&values) });
        }
    };
    Ok(Some(Value::float(v)))
}

/// `evaluate`, where a value tracer does not compute is an error no run reads:
/// the lowering has cut the run there before (`fails` gives `FAILS_UNMODELLED`).
pub fn apply(f: Libm, args: &[Value]) -> Result<Value, FloatError> {
    evaluate(f, args)?.ok_or(FloatError::Overflow("a value too large for tracer to compute"))
}

/// The failure code of `evaluate` (`float_ops::FAILS_*`, 0 where it has a value).
pub fn fails(f: Libm, args: &[Value]) -> i64 {
    match evaluate(f, args) {
        Ok(None) => super::FAILS_UNMODELLED,
        r => super::failure_code(&r),
    }
}
