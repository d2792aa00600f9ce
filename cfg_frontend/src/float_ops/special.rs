//! The `math` functions of floats that CPython 3.11 adds to C89's: the special
//! functions (`gamma` and `lgamma`, CPython's own Lanczos approximations `m_tgamma`
//! and `m_lgamma`; `erf` and `erfc`, glibc's), the exponentials and logarithms
//! near zero (`expm1`, `exp2`, `log1p`), `cbrt`, the inverse hyperbolic functions,
//! and the functions of the float format (`nextafter`, `ulp`, `remainder`).
//!
//! Where CPython calls libm, so does this: through glibc's own symbols (declared
//! below), because Rust's std computes `acosh`, `asinh` and `atanh` with formulas
//! of its own and has no `erf`, `erfc` or `nextafter`. Errors follow CPython's
//! wrappers: `math_1` (a nan from a number is a domain error, an infinity from a
//! finite number an overflow or a singularity) and `math_1a`, which trusts errno:
//! for erf and erfc glibc sets it only for an underflow, which CPython forgives
//! (`is_error` ignores ERANGE below 1.5), and `m_tgamma`/`m_lgamma` set it
//! themselves (translated here into the errors they cause).

use super::math::{math_1, math_2, DOMAIN, RANGE};
use super::numeric::FloatError;
use std::f64::consts::PI;

/// glibc's libm, which std already links (CPython calls the same functions). They
/// read their arguments only and are defined for every double; errno, which they
/// may set, Rust does not read.
mod libm {
    use std::os::raw::c_int;
    unsafe extern "C" {
        pub safe fn erf(x: f64) -> f64;
        pub safe fn erfc(x: f64) -> f64;
        pub safe fn exp2(x: f64) -> f64;
        pub safe fn expm1(x: f64) -> f64;
        pub safe fn log1p(x: f64) -> f64;
        // Rust's compiler-builtins defines a `cbrt` of its own (musl's, which
        // differs from glibc's in the last bit), and the link takes it for the
        // name: glibc's `_Float64` alias of its cbrt is the same function.
        #[link_name = "cbrtf64"]
        pub safe fn cbrt(x: f64) -> f64;
        pub safe fn acosh(x: f64) -> f64;
        pub safe fn asinh(x: f64) -> f64;
        pub safe fn atanh(x: f64) -> f64;
        pub safe fn nextafter(x: f64, y: f64) -> f64;
        pub safe fn ldexp(x: f64, exp: c_int) -> f64;
    }
}

/// C's `ldexp(x, exp)`: `x * 2**exp` rounded once.
pub(super) fn c_ldexp(x: f64, exp: i32) -> f64 {
    libm::ldexp(x, exp)
}

/// The largest float whose `expm1`, `exp2`, `gamma`, `lgamma` is finite: every
/// finite float above it overflows (OverflowError). Found against glibc and
/// CPython 3.11 and checked by `tests/float_ops.rs`; the solver states the
/// failures of these functions with them.
pub const EXPM1_MAX: f64 = 709.782712893384;
pub const EXP2_MAX: f64 = 1023.9999999999999;
pub const GAMMA_MAX: f64 = 171.6243769563027;
pub const LGAMMA_MAX: f64 = 2.5599833278516383e305;
/// `gamma(x)` of a nonzero `x` no larger than this in magnitude is `1/x`, which
/// overflows (OverflowError): `2**-1024`.
pub const GAMMA_TINY: f64 = 5.562684646268003e-309;

/// `math.erf(x)`: never an error.
pub fn erf(x: f64) -> f64 {
    libm::erf(x)
}

/// `math.erfc(x)`: never an error (an underflow to 0.0 is forgiven).
pub fn erfc(x: f64) -> f64 {
    libm::erfc(x)
}

pub fn expm1(x: f64) -> Result<f64, FloatError> {
    math_1(x, libm::expm1(x), true)
}

pub fn exp2(x: f64) -> Result<f64, FloatError> {
    math_1(x, libm::exp2(x), true)
}

/// `math.log1p(x)`: CPython's `_Py_log1p` answers a zero itself (some platforms'
/// log1p lose its sign); -1 is a singularity, below it a domain error.
pub fn log1p(x: f64) -> Result<f64, FloatError> {
    let r = if x == 0.0 { x } else { libm::log1p(x) };
    math_1(x, r, false)
}

pub fn cbrt(x: f64) -> Result<f64, FloatError> {
    math_1(x, libm::cbrt(x), false)
}

pub fn acosh(x: f64) -> Result<f64, FloatError> {
    math_1(x, libm::acosh(x), false)
}

pub fn asinh(x: f64) -> Result<f64, FloatError> {
    math_1(x, libm::asinh(x), false)
}

/// `math.atanh(x)`: ±1 are singularities, beyond them a domain error.
pub fn atanh(x: f64) -> Result<f64, FloatError> {
    math_1(x, libm::atanh(x), false)
}

/// `math.nextafter(x, y)`: C's, without a check.
pub fn nextafter(x: f64, y: f64) -> f64 {
    libm::nextafter(x, y)
}

/// `math.ulp(x)`: the gap to the next float away from zero (to the one below for
/// the largest float); nan and the infinities are themselves.
pub fn ulp(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    let x = x.abs();
    if x.is_infinite() {
        return x;
    }
    let up = libm::nextafter(x, f64::INFINITY);
    if up.is_infinite() {
        return x - libm::nextafter(x, f64::NEG_INFINITY);
    }
    up - x
}

/// `math.remainder(x, y)`: CPython's `m_remainder`, exact: `x - n*y` for the
/// nearest multiple, ties to an even `n`; a zero `y` or an infinite `x` is a
/// domain error (through `math_2`).
pub fn remainder(x: f64, y: f64) -> Result<f64, FloatError> {
    math_2(x, y, m_remainder(x, y))
}

fn m_remainder(x: f64, y: f64) -> f64 {
    if x.is_finite() && y.is_finite() {
        if y == 0.0 {
            return f64::NAN;
        }
        let (absx, absy) = (x.abs(), y.abs());
        let m = absx % absy;
        // m against half of absy, by the complement (exact where it matters).
        let c = absy - m;
        let r = if m < c {
            m
        } else if m > c {
            -c
        } else {
            // Halfway: m if the multiple below is even, -m if it is odd.
            m - 2.0 * ((0.5 * (absx - m)) % absy)
        };
        return 1.0f64.copysign(x) * r;
    }
    if x.is_nan() {
        return x;
    }
    if y.is_nan() {
        return y;
    }
    if x.is_infinite() {
        return f64::NAN;
    }
    x
}

// Lanczos' approximation as mathmodule.c has it: N = 13, g = 6.0246800407767296
// (Boost's parameters), the sum as a rational function. The constants are
// CPython's text, rounded to doubles as its C compiler rounds them.
const LANCZOS_N: usize = 13;
#[allow(clippy::excessive_precision)]
const LANCZOS_G: f64 = 6.024680040776729583740234375;
#[allow(clippy::excessive_precision)]
const LANCZOS_G_MINUS_HALF: f64 = 5.524680040776729583740234375;
#[allow(clippy::excessive_precision)]
const LANCZOS_NUM: [f64; LANCZOS_N] = [
    23531376880.410759688572007674451636754734846804940,
    42919803642.649098768957899047001988850926355848959,
    35711959237.355668049440185451547166705960488635843,
    17921034426.037209699919755754458931112671403265390,
    6039542586.3520280050642916443072979210699388420708,
    1439720407.3117216736632230727949123939715485786772,
    248874557.86205415651146038641322942321632125127801,
    31426415.585400194380614231628318205362874684987640,
    2876370.6289353724412254090516208496135991145378768,
    186056.26539522349504029498971604569928220784236328,
    8071.6720023658162106380029022722506138218516325024,
    210.82427775157934587250973392071336271166969580291,
    2.5066282746310002701649081771338373386264310793408,
];
/// x*(x+1)*...*(x+LANCZOS_N-2), by its coefficients.
const LANCZOS_DEN: [f64; LANCZOS_N] =
    [0.0, 39916800.0, 120543840.0, 150917976.0, 105258076.0, 45995730.0, 13339535.0, 2637558.0, 357423.0, 32670.0, 1925.0, 66.0, 1.0];
/// gamma(1) .. gamma(23), exact.
const GAMMA_INTEGRAL: [f64; 23] = [
    1.0,
    1.0,
    2.0,
    6.0,
    24.0,
    120.0,
    720.0,
    5040.0,
    40320.0,
    362880.0,
    3628800.0,
    39916800.0,
    479001600.0,
    6227020800.0,
    87178291200.0,
    1307674368000.0,
    20922789888000.0,
    355687428096000.0,
    6402373705728000.0,
    121645100408832000.0,
    2432902008176640000.0,
    51090942171709440000.0,
    1124000727777607680000.0,
];
#[allow(clippy::excessive_precision)]
const LOGPI: f64 = 1.144729885849400174143427351353058711647;

/// `sin(pi*x)` of a finite `x`, accurate near the integers (`m_sinpi`).
fn m_sinpi(x: f64) -> f64 {
    let y = x.abs() % 2.0;
    // C's round: halves away from zero, as Rust's.
    let n = (2.0 * y).round() as i32;
    let r = match n {
        0 => (PI * y).sin(),
        1 => (PI * (y - 0.5)).cos(),
        // Not -sin(pi*(y-1.0)), which is -0.0 at y == 1.0.
        2 => (PI * (1.0 - y)).sin(),
        3 => -(PI * (y - 1.5)).cos(),
        4 => (PI * (y - 2.0)).sin(),
        _ => unreachable!("0 <= 2*(|x| mod 2) <= 4"),
    };
    1.0f64.copysign(x) * r
}

/// Lanczos' sum of a positive `x`; in `1/x` from 5 on, against overflow.
fn lanczos_sum(x: f64) -> f64 {
    let (mut num, mut den) = (0.0f64, 0.0f64);
    if x < 5.0 {
        for i in (0..LANCZOS_N).rev() {
            num = num * x + LANCZOS_NUM[i];
            den = den * x + LANCZOS_DEN[i];
        }
    } else {
        for i in 0..LANCZOS_N {
            num = num / x + LANCZOS_NUM[i];
            den = den / x + LANCZOS_DEN[i];
        }
    }
    num / den
}

/// `math.gamma(x)`: CPython's `m_tgamma`. Domain errors at -inf, the zeros and
/// the negative integers; an overflow above `GAMMA_MAX` and at the tiny numbers
/// whose reciprocal overflows. Underflows (below -200) are zeros.
pub fn gamma(x: f64) -> Result<f64, FloatError> {
    if !x.is_finite() {
        if x.is_nan() || x > 0.0 {
            return Ok(x);
        }
        return Err(DOMAIN);
    }
    if x == 0.0 {
        return Err(DOMAIN);
    }
    if x == x.floor() {
        if x < 0.0 {
            return Err(DOMAIN);
        }
        if x <= GAMMA_INTEGRAL.len() as f64 {
            return Ok(GAMMA_INTEGRAL[x as usize - 1]);
        }
    }
    let absx = x.abs();
    // gamma(x) ~ 1/x near zero.
    if absx < 1e-20 {
        return finite_or_range(1.0 / x);
    }
    if absx > 200.0 {
        if x < 0.0 {
            return Ok(0.0 / m_sinpi(x));
        }
        return Err(RANGE);
    }
    let y = absx + LANCZOS_G_MINUS_HALF;
    // The rounding error of y, for the correction factor 1 + z.
    let z = if absx > LANCZOS_G_MINUS_HALF {
        let q = y - absx;
        q - LANCZOS_G_MINUS_HALF
    } else {
        let q = y - LANCZOS_G_MINUS_HALF;
        q - absx
    };
    let z = z * LANCZOS_G / y;
    let mut r;
    if x < 0.0 {
        r = -PI / m_sinpi(absx) / absx * y.exp() / lanczos_sum(absx);
        r -= z * r;
        if absx < 140.0 {
            r /= y.powf(absx - 0.5);
        } else {
            let sqrtpow = y.powf(absx / 2.0 - 0.25);
            r /= sqrtpow;
            r /= sqrtpow;
        }
    } else {
        r = lanczos_sum(absx) / y.exp();
        r += z * r;
        if absx < 140.0 {
            r *= y.powf(absx - 0.5);
        } else {
            let sqrtpow = y.powf(absx / 2.0 - 0.25);
            r *= sqrtpow;
            r *= sqrtpow;
        }
    }
    finite_or_range(r)
}

/// `math.lgamma(x)`: CPython's `m_lgamma`, the log of `|gamma(x)|`. Domain errors
/// at the integers up to 0; an overflow above `LGAMMA_MAX`; the infinities give
/// +inf.
pub fn lgamma(x: f64) -> Result<f64, FloatError> {
    if !x.is_finite() {
        return Ok(if x.is_nan() { x } else { f64::INFINITY });
    }
    if x == x.floor() && x <= 2.0 {
        if x <= 0.0 {
            return Err(DOMAIN);
        }
        return Ok(0.0);
    }
    let absx = x.abs();
    if absx < 1e-20 {
        return Ok(-absx.ln());
    }
    let mut r = lanczos_sum(absx).ln() - LANCZOS_G;
    r += (absx - 0.5) * ((absx + LANCZOS_G - 0.5).ln() - 1.0);
    if x < 0.0 {
        // The reflection formula.
        r = LOGPI - m_sinpi(absx).abs().ln() - absx.ln() - r;
    }
    finite_or_range(r)
}

/// `m_tgamma` and `m_lgamma` set ERANGE for an infinite result, which
/// `is_error` raises as an overflow.
fn finite_or_range(r: f64) -> Result<f64, FloatError> {
    if r.is_infinite() {
        Err(RANGE)
    } else {
        Ok(r)
    }
}
