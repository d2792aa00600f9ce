//! The functions of Python's `math` module that the solver knows only as functions
//! of their arguments (`FloatFn::Libm`): their names, arities, and values on
//! concrete arguments as CPython computes them (`math.rs`). An argument may be an
//! int: CPython converts it to a float (OverflowError beyond the doubles), except
//! that the logarithms read an int of any size themselves.

use super::math::{self, Real};
use super::numeric::{int_to_float, FloatError};
use crate::ast::Type;
use crate::value::Value;

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
    IsFinite,
}

impl Libm {
    /// The function `math.NAME` names, with how many arguments it takes.
    pub fn from_name(name: &str) -> Option<(Libm, usize)> {
        Some(match name {
            "exp" => (Libm::Exp, 1),
            "log" => (Libm::Log, 1),
            "log2" => (Libm::Log2, 1),
            "log10" => (Libm::Log10, 1),
            "sin" => (Libm::Sin, 1),
            "cos" => (Libm::Cos, 1),
            "tan" => (Libm::Tan, 1),
            "asin" => (Libm::Asin, 1),
            "acos" => (Libm::Acos, 1),
            "atan" => (Libm::Atan, 1),
            "atan2" => (Libm::Atan2, 2),
            "sinh" => (Libm::Sinh, 1),
            "cosh" => (Libm::Cosh, 1),
            "tanh" => (Libm::Tanh, 1),
            "degrees" => (Libm::Degrees, 1),
            "radians" => (Libm::Radians, 1),
            "fmod" => (Libm::Fmod, 2),
            "copysign" => (Libm::Copysign, 2),
            "hypot" => (Libm::Hypot, 2),
            "pow" => (Libm::Pow, 2),
            "isclose" => (Libm::IsClose, 2),
            "isfinite" => (Libm::IsFinite, 1),
            _ => return None,
        })
    }

    /// The function a call with `n` arguments means: `log(x, base)` is its own.
    pub fn for_args(self, n: usize) -> Libm {
        if self == Libm::Log && n == 2 { Libm::LogBase } else { self }
    }

    pub fn result(self) -> Type {
        match self {
            Libm::IsClose | Libm::IsFinite => Type::Bool,
            _ => Type::Float,
        }
    }

    pub fn name(self) -> String {
        format!("{self:?}").to_lowercase()
    }
}

/// `math.f(args)` on ints, bools and floats, as CPython computes it.
pub fn apply(f: Libm, args: &[Value]) -> Result<Value, FloatError> {
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
    // The logarithms read a bool as the int it is.
    let ints: Vec<Value> = args.iter().map(|v| if let Value::Bool(b) = v { Value::int(*b as i64) } else { v.clone() }).collect();
    let x = || float(&args[0]);
    let y = || float(&args[1]);
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
        Libm::IsClose => return Ok(Value::Bool(math::isclose(x()?, y()?, 1e-9, 0.0)?)),
        Libm::IsFinite => return Ok(Value::Bool(math::isfinite(x()?))),
    };
    Ok(Value::float(v))
}

/// The failure code of `apply` (`float_ops::FAILS_*`, 0 where it has a value).
pub fn fails(f: Libm, args: &[Value]) -> i64 {
    super::failure_code(&apply(f, args))
}
