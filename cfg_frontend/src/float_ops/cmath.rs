//! The functions of Python's `cmath` module (`FloatFn::Cmath`): names, arities,
//! result types, and values as CPython computes them (`complex.rs`). Every
//! argument is made a complex first, as cmath's argument conversion does (an int
//! beyond the doubles: OverflowError); `rect` takes two floats.

use super::complex as c;
use super::numeric::FloatError;
use crate::ast::Type;
use crate::value::Value;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cmath {
    Sqrt,
    Exp,
    Log,
    /// `cmath.log(z, base)`.
    LogBase,
    Log10,
    Sin,
    Cos,
    Tan,
    Asin,
    Acos,
    Atan,
    Sinh,
    Cosh,
    Tanh,
    Asinh,
    Acosh,
    Atanh,
    Phase,
    Rect,
    IsFinite,
    IsInf,
    IsNan,
    IsClose,
}

impl Cmath {
    /// The function `cmath.NAME` names, with how many arguments it takes.
    pub fn from_name(name: &str) -> Option<(Cmath, usize)> {
        Some(match name {
            "sqrt" => (Cmath::Sqrt, 1),
            "exp" => (Cmath::Exp, 1),
            "log" => (Cmath::Log, 1),
            "log10" => (Cmath::Log10, 1),
            "sin" => (Cmath::Sin, 1),
            "cos" => (Cmath::Cos, 1),
            "tan" => (Cmath::Tan, 1),
            "asin" => (Cmath::Asin, 1),
            "acos" => (Cmath::Acos, 1),
            "atan" => (Cmath::Atan, 1),
            "sinh" => (Cmath::Sinh, 1),
            "cosh" => (Cmath::Cosh, 1),
            "tanh" => (Cmath::Tanh, 1),
            "asinh" => (Cmath::Asinh, 1),
            "acosh" => (Cmath::Acosh, 1),
            "atanh" => (Cmath::Atanh, 1),
            "phase" => (Cmath::Phase, 1),
            "rect" => (Cmath::Rect, 2),
            "isfinite" => (Cmath::IsFinite, 1),
            "isinf" => (Cmath::IsInf, 1),
            "isnan" => (Cmath::IsNan, 1),
            "isclose" => (Cmath::IsClose, 2),
            _ => return None,
        })
    }

    /// The function a call with `n` arguments means: `log(x, base)` is its own.
    pub fn for_args(self, n: usize) -> Cmath {
        if self == Cmath::Log && n == 2 { Cmath::LogBase } else { self }
    }

    pub fn result(self) -> Type {
        match self {
            Cmath::Phase => Type::Float,
            Cmath::IsFinite | Cmath::IsInf | Cmath::IsNan | Cmath::IsClose => Type::Bool,
            _ => Type::Complex,
        }
    }

    pub fn name(self) -> String {
        format!("c{self:?}").to_lowercase()
    }
}

/// `cmath.f(args)` on numbers, as CPython computes it.
pub fn apply(f: Cmath, args: &[Value]) -> Result<Value, FloatError> {
    if f == Cmath::Rect {
        let real = |v: &Value| match v {
            Value::Float(bits) => Ok(f64::from_bits(*bits)),
            other => super::numeric::int_to_float(&other.to_int()),
        };
        return Ok(Value::complex(c::rect(real(&args[0])?, real(&args[1])?)?));
    }
    let z = super::to_complex(&args[0])?.as_complex();
    let w = || -> Result<(f64, f64), FloatError> { Ok(super::to_complex(&args[1])?.as_complex()) };
    Ok(Value::complex(match f {
        Cmath::Sqrt => c::sqrt(z)?,
        Cmath::Exp => c::exp(z)?,
        Cmath::Log => c::log(z, None)?,
        Cmath::LogBase => c::log(z, Some(w()?))?,
        Cmath::Log10 => c::log10(z)?,
        Cmath::Sin => c::sin(z)?,
        Cmath::Cos => c::cos(z)?,
        Cmath::Tan => c::tan(z)?,
        Cmath::Asin => c::asin(z)?,
        Cmath::Acos => c::acos(z)?,
        Cmath::Atan => c::atan(z)?,
        Cmath::Sinh => c::sinh(z)?,
        Cmath::Cosh => c::cosh(z)?,
        Cmath::Tanh => c::tanh(z)?,
        Cmath::Asinh => c::asinh(z)?,
        Cmath::Acosh => c::acosh(z)?,
        Cmath::Atanh => c::atanh(z)?,
        Cmath::Phase => return Ok(Value::float(c::phase(z)?)),
        Cmath::IsFinite => return Ok(Value::Bool(c::isfinite(z))),
        Cmath::IsInf => return Ok(Value::Bool(c::isinf(z))),
        Cmath::IsNan => return Ok(Value::Bool(c::isnan(z))),
        Cmath::IsClose => return Ok(Value::Bool(c::isclose(z, w()?)?)),
        Cmath::Rect => unreachable!("above"),
    }))
}

/// The failure code of `apply` (`float_ops::FAILS_*`, 0 where it has a value).
pub fn fails(f: Cmath, args: &[Value]) -> i64 {
    super::failure_code(&apply(f, args))
}
