//! How the differential tests of numbers (`float_ops.rs`, `complex_ops.rs`) write
//! a value or an error as one line, the same on both sides: tracer's answer here,
//! CPython's by the oracle script of each test.

use cfg_frontend::float_ops::numeric::FloatError;
use num_bigint::BigInt;

pub fn enc_f(x: f64) -> String {
    if x.is_nan() {
        "f:nan".into()
    } else {
        format!("f:{}", x.to_bits())
    }
}

pub fn enc_i(i: &BigInt) -> String {
    format!("i:{i}")
}

pub fn enc_b(b: bool) -> String {
    format!("b:{b}")
}

pub fn enc_err(e: &FloatError) -> String {
    let kind = match e {
        FloatError::ZeroDivision(_) => "ZeroDivisionError",
        FloatError::Overflow(_) => "OverflowError",
        FloatError::Value(_) => "ValueError",
    };
    format!("e:{kind}:{}", e.message())
}

pub fn enc<T>(r: Result<T, FloatError>, ok: impl Fn(T) -> String) -> String {
    match r {
        Ok(v) => ok(v),
        Err(e) => enc_err(&e),
    }
}

/// A float as Python reads it back bit for bit.
pub fn lit(x: f64) -> String {
    format!("F({:#x})", x.to_bits())
}
