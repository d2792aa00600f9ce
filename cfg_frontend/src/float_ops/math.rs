//! Python's `math` module as CPython 3.11's `Modules/mathmodule.c` computes it, to
//! the bit: the transcendental functions are the platform's libm (Rust's `f64`
//! methods used here call glibc's `sin`, `exp`, `pow`, ... as CPython does) inside
//! CPython's wrappers, which settle the special values themselves and turn libm's
//! nan and infinite results into ValueError("math domain error") and
//! OverflowError("math range error") (`math_1`, `math_2`); the rest (hypot's
//! vector_norm, fsum) are CPython's algorithms or exact. The functions CPython
//! 3.11 added to C89's are in `special`, those of ints in `int_math`.
//!
//! Functions of floats take `f64`: an int argument is converted first with
//! `numeric::int_to_float`, as CPython's `PyFloat_AsDouble` does (OverflowError for
//! a huge int), except where CPython reads an int itself: `log`, `log2` and
//! `log10` of a huge int have a value (`log_real` and the others on `Real`), and
//! `floor`, `ceil`, `trunc` of an int are the int.
//!
//! glibc sets errno only together with a nan or infinite result (or an underflow to
//! a number below 1.5, which CPython forgives), so the result alone tells which
//! error CPython's `is_error` raises.

use super::numeric::{decompose, float_to_int, int_to_float, pow2, round_ratio, FloatError};
use num_bigint::BigInt;
use num_traits::{One, Signed, ToPrimitive};

pub(super) const DOMAIN: FloatError = FloatError::Value("math domain error");
pub(super) const RANGE: FloatError = FloatError::Overflow("math range error");

/// CPython's `math_1`: a nan from a number is a domain error; an infinity from a
/// finite number is an overflow where the function can overflow, else a
/// singularity (a domain error).
pub(super) fn math_1(x: f64, r: f64, can_overflow: bool) -> Result<f64, FloatError> {
    if r.is_nan() && !x.is_nan() {
        return Err(DOMAIN);
    }
    if r.is_infinite() && x.is_finite() {
        return Err(if can_overflow { RANGE } else { DOMAIN });
    }
    Ok(r)
}

/// CPython's `math_2`: a nan from two numbers is a domain error, an infinity from
/// two finite numbers an overflow.
pub(super) fn math_2(x: f64, y: f64, r: f64) -> Result<f64, FloatError> {
    if r.is_nan() && !x.is_nan() && !y.is_nan() {
        return Err(DOMAIN);
    }
    if r.is_infinite() && x.is_finite() && y.is_finite() {
        return Err(RANGE);
    }
    Ok(r)
}

pub fn sqrt(x: f64) -> Result<f64, FloatError> {
    math_1(x, x.sqrt(), false)
}

pub fn exp(x: f64) -> Result<f64, FloatError> {
    math_1(x, x.exp(), true)
}

pub fn sin(x: f64) -> Result<f64, FloatError> {
    math_1(x, x.sin(), false)
}

pub fn cos(x: f64) -> Result<f64, FloatError> {
    math_1(x, x.cos(), false)
}

pub fn tan(x: f64) -> Result<f64, FloatError> {
    math_1(x, x.tan(), false)
}

pub fn asin(x: f64) -> Result<f64, FloatError> {
    math_1(x, x.asin(), false)
}

pub fn acos(x: f64) -> Result<f64, FloatError> {
    math_1(x, x.acos(), false)
}

pub fn atan(x: f64) -> Result<f64, FloatError> {
    math_1(x, x.atan(), false)
}

pub fn sinh(x: f64) -> Result<f64, FloatError> {
    math_1(x, x.sinh(), true)
}

pub fn cosh(x: f64) -> Result<f64, FloatError> {
    math_1(x, x.cosh(), true)
}

pub fn tanh(x: f64) -> Result<f64, FloatError> {
    math_1(x, x.tanh(), false)
}

pub fn fabs(x: f64) -> f64 {
    x.abs()
}

/// `math.atan2(y, x)`: CPython settles the infinities and zeros itself (C99's
/// values, whatever the platform's libm does) and asks libm for the rest.
pub fn atan2(y: f64, x: f64) -> Result<f64, FloatError> {
    use std::f64::consts::PI;
    let r = if x.is_nan() || y.is_nan() {
        f64::NAN
    } else if y.is_infinite() {
        if x.is_infinite() {
            if x.is_sign_positive() {
                (0.25 * PI).copysign(y)
            } else {
                (0.75 * PI).copysign(y)
            }
        } else {
            (0.5 * PI).copysign(y)
        }
    } else if x.is_infinite() || y == 0.0 {
        if x.is_sign_positive() {
            0.0f64.copysign(y)
        } else {
            PI.copysign(y)
        }
    } else {
        y.atan2(x)
    };
    math_2(y, x, r)
}

pub fn copysign(x: f64, y: f64) -> f64 {
    x.copysign(y)
}

pub fn isnan(x: f64) -> bool {
    x.is_nan()
}

pub fn isinf(x: f64) -> bool {
    x.is_infinite()
}

pub fn isfinite(x: f64) -> bool {
    x.is_finite()
}

/// `math.floor(x)` of a float: an int.
pub fn floor(x: f64) -> Result<BigInt, FloatError> {
    float_to_int(x.floor())
}

/// `math.ceil(x)` of a float: an int.
pub fn ceil(x: f64) -> Result<BigInt, FloatError> {
    float_to_int(x.ceil())
}

/// `math.trunc(x)` of a float: `int(x)`.
pub fn trunc(x: f64) -> Result<BigInt, FloatError> {
    float_to_int(x)
}

/// `math.degrees(x)`: a product with the double nearest 180/pi (never an error,
/// even where it overflows to an infinity).
pub fn degrees(x: f64) -> f64 {
    x * (180.0 / std::f64::consts::PI)
}

/// `math.radians(x)`.
pub fn radians(x: f64) -> f64 {
    x * (std::f64::consts::PI / 180.0)
}

/// `math.fmod(x, y)`: C's fmod (exact), with a finite `x` over an infinite `y`
/// being `x` on every platform.
pub fn fmod(x: f64, y: f64) -> Result<f64, FloatError> {
    if y.is_infinite() && x.is_finite() {
        return Ok(x);
    }
    let r = x % y;
    if r.is_nan() && !x.is_nan() && !y.is_nan() {
        return Err(DOMAIN);
    }
    Ok(r)
}

/// `math.pow(x, y)`: unlike `**`, `0.0 ** -1.0` is a ValueError, a negative base to
/// a fractional power a ValueError (not a complex number), and an overflow
/// "math range error".
pub fn pow(x: f64, y: f64) -> Result<f64, FloatError> {
    if !x.is_finite() || !y.is_finite() {
        return Ok(if x.is_nan() {
            if y == 0.0 {
                1.0
            } else {
                x
            }
        } else if y.is_nan() {
            if x == 1.0 {
                1.0
            } else {
                y
            }
        } else if x.is_infinite() {
            let odd_y = y.is_finite() && y.abs() % 2.0 == 1.0;
            if y > 0.0 {
                if odd_y {
                    x
                } else {
                    x.abs()
                }
            } else if y == 0.0 {
                1.0
            } else if odd_y {
                0.0f64.copysign(x)
            } else {
                0.0
            }
        } else if x.abs() == 1.0 {
            1.0
        } else if y > 0.0 && x.abs() > 1.0 {
            y
        } else if y < 0.0 && x.abs() < 1.0 {
            -y
        } else {
            0.0
        });
    }
    let r = x.powf(y);
    if r.is_nan() {
        return Err(DOMAIN);
    }
    if r.is_infinite() {
        // Zero to a negative power is a pole; anything else overflowed.
        return Err(if x == 0.0 { DOMAIN } else { RANGE });
    }
    Ok(r)
}

/// `math.isclose(a, b, rel_tol=..., abs_tol=...)` (Python's defaults are 1e-09
/// and 0.0).
pub fn isclose(a: f64, b: f64, rel_tol: f64, abs_tol: f64) -> Result<bool, FloatError> {
    if rel_tol < 0.0 || abs_tol < 0.0 {
        return Err(FloatError::Value("tolerances must be non-negative"));
    }
    if a == b {
        return Ok(true);
    }
    if a.is_infinite() || b.is_infinite() {
        return Ok(false);
    }
    let diff = (b - a).abs();
    Ok(diff <= (rel_tol * b).abs() || diff <= (rel_tol * a).abs() || diff <= abs_tol)
}

/// `math.modf(x)`: `(fractional part, integer part)`, both with the sign of `x`.
pub fn modf(x: f64) -> (f64, f64) {
    if x.is_infinite() {
        return (0.0f64.copysign(x), x);
    }
    if x.is_nan() {
        return (x, x);
    }
    let whole = x.trunc();
    ((x - whole).copysign(x), whole)
}

/// `math.frexp(x)`: `(m, e)` with `x == m * 2**e` and `0.5 <= |m| < 1`; nan, the
/// infinities and the zeros come back with exponent 0.
pub fn frexp(x: f64) -> (f64, i64) {
    if x.is_nan() || x.is_infinite() || x == 0.0 {
        return (x, 0);
    }
    let (negative, m, e) = decompose(x);
    // m * 2**e with m of b bits is (m / 2**b) * 2**(e + b).
    let b = 64 - m.leading_zeros() as i32;
    let mantissa = (m as f64) * pow2(-b);
    (if negative { -mantissa } else { mantissa }, i64::from(e + b))
}

/// `math.ldexp(x, i)`: `x * 2**i`, OverflowError where that is beyond the doubles.
pub fn ldexp(x: f64, i: &BigInt) -> Result<f64, FloatError> {
    // CPython clamps the exponent to C's long.
    let exp = i.to_i64().unwrap_or(if i.is_negative() { i64::MIN } else { i64::MAX });
    if x == 0.0 || !x.is_finite() {
        return Ok(x);
    }
    if exp > i64::from(i32::MAX) {
        return Err(RANGE);
    }
    if exp < i64::from(i32::MIN) {
        return Ok(0.0f64.copysign(x));
    }
    // C's ldexp, as CPython calls it: one rounding (in the subnormals).
    let r = super::special::c_ldexp(x, exp as i32);
    if r.is_infinite() {
        return Err(RANGE);
    }
    Ok(r)
}

/// `math.hypot(*coordinates)`: CPython 3.11's vector_norm (scaling by a power of
/// two, Veltkamp-Dekker splitting for exact squares, compensated sums and one
/// Newton correction of the root); an infinity wins over a nan, and an overflow is
/// an infinity, not an error.
pub fn hypot(coordinates: &[f64]) -> f64 {
    let vec: Vec<f64> = coordinates.iter().map(|x| x.abs()).collect();
    let found_nan = vec.iter().any(|x| x.is_nan());
    let max = vec.iter().fold(0.0f64, |m, &x| if x > m { x } else { m });
    vector_norm(&vec, max, found_nan)
}

fn vector_norm(vec: &[f64], max: f64, found_nan: bool) -> f64 {
    const T27: f64 = 134217729.0; // 2**27 + 1
    let n = vec.len();
    if max.is_infinite() {
        return max;
    }
    if found_nan {
        return f64::NAN;
    }
    if max == 0.0 || n <= 1 {
        return max;
    }
    let max_e = frexp(max).1 as i32;
    let (mut csum, mut frac1, mut frac2, mut frac3) = (1.0f64, 0.0f64, 0.0f64, 0.0f64);
    if max_e >= -1023 {
        let scale = pow2(-max_e);
        for &v in vec {
            let mut x = v * scale;
            let t = x * T27;
            let hi = t - (t - x);
            let lo = x - hi;
            x = hi * hi;
            let old = csum;
            csum += x;
            frac1 += (old - csum) + x;
            x = 2.0 * hi * lo;
            let old = csum;
            csum += x;
            frac2 += (old - csum) + x;
            frac3 += lo * lo;
        }
        let h = (csum - 1.0 + (frac1 + frac2 + frac3)).sqrt();
        let t = h * T27;
        let hi = t - (t - h);
        let lo = h - hi;
        let mut x = -hi * hi;
        let old = csum;
        csum += x;
        frac1 += (old - csum) + x;
        x = -2.0 * hi * lo;
        let old = csum;
        csum += x;
        frac2 += (old - csum) + x;
        x = -lo * lo;
        let old = csum;
        csum += x;
        frac3 += (old - csum) + x;
        let x = csum - 1.0 + (frac1 + frac2 + frac3);
        return (h + x / (2.0 * h)) / scale;
    }
    // 2**-max_e would overflow: divide by max instead.
    for &v in vec {
        let mut x = v / max;
        x *= x;
        let old = csum;
        csum += x;
        frac1 += (old - csum) + x;
    }
    max * (csum - 1.0 + frac1).sqrt()
}

/// `math.fsum(values)`: the correctly rounded sum (Shewchuk's partials, as
/// CPython's msum). An infinite partial sum of finite values is an OverflowError;
/// infinities of both signs a ValueError. The sum of nothing, or of zeros, is 0.0.
pub fn fsum(values: &[f64]) -> Result<f64, FloatError> {
    let mut p: Vec<f64> = Vec::new();
    let (mut special_sum, mut inf_sum) = (0.0f64, 0.0f64);
    for &item in values {
        let mut x = item;
        let xsave = x;
        let mut i = 0;
        for j in 0..p.len() {
            let mut y = p[j];
            if x.abs() < y.abs() {
                std::mem::swap(&mut x, &mut y);
            }
            let hi = x + y;
            let yr = hi - x;
            let lo = y - yr;
            if lo != 0.0 {
                p[i] = lo;
                i += 1;
            }
            x = hi;
        }
        p.truncate(i);
        if x != 0.0 {
            if !x.is_finite() {
                // From an intermediate overflow, or an inf or nan among the values.
                if xsave.is_finite() {
                    return Err(FloatError::Overflow("intermediate overflow in fsum"));
                }
                if xsave.is_infinite() {
                    inf_sum += xsave;
                }
                special_sum += xsave;
                p.clear();
            } else {
                p.push(x);
            }
        }
    }
    if special_sum != 0.0 {
        if inf_sum.is_nan() {
            return Err(FloatError::Value("-inf + inf in fsum"));
        }
        return Ok(special_sum);
    }
    let mut hi = 0.0f64;
    let mut n = p.len();
    if n > 0 {
        n -= 1;
        hi = p[n];
        let mut lo = 0.0f64;
        // Add from the top, and stop when the sum becomes inexact.
        while n > 0 {
            let x = hi;
            n -= 1;
            let y = p[n];
            hi = x + y;
            let yr = hi - x;
            lo = y - yr;
            if lo != 0.0 {
                break;
            }
        }
        // Half-even rounding across the partials: sum([1e-16, 1, 1e16]) rounds
        // the last digit up, as the 1e-16 makes 1 a little closer to 2.
        if n > 0 && ((lo < 0.0 && p[n - 1] < 0.0) || (lo > 0.0 && p[n - 1] > 0.0)) {
            let y = lo * 2.0;
            let x = hi + y;
            let yr = x - hi;
            if y == yr {
                hi = x;
            }
        }
    }
    Ok(hi)
}

/// A number as `math.log` and its kin receive it: an int is read by CPython itself
/// (loghelper), so a huge int has a logarithm though it has no float.
#[derive(Clone, Copy, Debug)]
pub enum Real<'a> {
    Float(f64),
    Int(&'a BigInt),
}

/// CPython's m_log: C99's special values, whatever the platform's.
fn m_log(x: f64) -> f64 {
    if x.is_finite() {
        if x > 0.0 {
            x.ln()
        } else if x == 0.0 {
            f64::NEG_INFINITY
        } else {
            f64::NAN
        }
    } else if x.is_nan() || x > 0.0 {
        x
    } else {
        f64::NAN
    }
}

fn m_log2(x: f64) -> f64 {
    if !x.is_finite() {
        if x.is_nan() || x > 0.0 {
            x
        } else {
            f64::NAN
        }
    } else if x > 0.0 {
        x.log2()
    } else if x == 0.0 {
        f64::NEG_INFINITY
    } else {
        f64::NAN
    }
}

fn m_log10(x: f64) -> f64 {
    if x.is_finite() {
        if x > 0.0 {
            x.log10()
        } else if x == 0.0 {
            f64::NEG_INFINITY
        } else {
            f64::NAN
        }
    } else if x.is_nan() || x > 0.0 {
        x
    } else {
        f64::NAN
    }
}

/// `(m, e)` with `|i| ~ m * 2**e`, `0.5 <= m < 1`: `|i| / 2**bits` correctly
/// rounded (CPython's _PyLong_Frexp), for a nonzero `i`.
fn frexp_int(i: &BigInt) -> (f64, i64) {
    let bits = i.bits();
    // Scaled by 2**-bits into [0.5, 1): the same rounding as |i| itself.
    let m = round_ratio(false, &i.abs(), &(BigInt::one() << bits as usize)).expect("a ratio below 1");
    // Rounded up to 1: CPython renormalises.
    if m == 1.0 {
        (0.5, bits as i64 + 1)
    } else {
        (m, bits as i64)
    }
}

/// CPython's loghelper: an int is positive or a domain error; one too large for a
/// float is `func(m) + func(2.0) * e` from its frexp.
fn loghelper(x: Real, func: fn(f64) -> f64) -> Result<f64, FloatError> {
    match x {
        Real::Float(x) => math_1(x, func(x), false),
        Real::Int(i) => {
            if !i.is_positive() {
                return Err(DOMAIN);
            }
            match int_to_float(i) {
                Ok(x) => Ok(func(x)),
                Err(_) => {
                    let (m, e) = frexp_int(i);
                    Ok(func(m) + func(2.0) * e as f64)
                }
            }
        }
    }
}

/// `math.log(x)` and `math.log(x, base)`: `log(x) / log(base)`, a
/// ZeroDivisionError where `log(base)` is 0 (base 1).
pub fn log_real(x: Real, base: Option<Real>) -> Result<f64, FloatError> {
    let num = loghelper(x, m_log)?;
    let Some(base) = base else { return Ok(num) };
    let den = loghelper(base, m_log)?;
    super::numeric::div(num, den)
}

pub fn log2_real(x: Real) -> Result<f64, FloatError> {
    loghelper(x, m_log2)
}

pub fn log10_real(x: Real) -> Result<f64, FloatError> {
    loghelper(x, m_log10)
}

/// `math.log(x)` / `math.log(x, base)` of floats.
pub fn log(x: f64, base: Option<f64>) -> Result<f64, FloatError> {
    log_real(Real::Float(x), base.map(Real::Float))
}

pub fn log2(x: f64) -> Result<f64, FloatError> {
    log2_real(Real::Float(x))
}

pub fn log10(x: f64) -> Result<f64, FloatError> {
    log10_real(Real::Float(x))
}
