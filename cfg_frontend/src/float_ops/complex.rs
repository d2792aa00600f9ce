//! Python's `complex` as CPython 3.11 computes it, to the bit, on `(f64, f64)`
//! pairs (real, imaginary): the arithmetic, `abs`, `==`, `repr` and `complex(s)`
//! of `Objects/complexobject.c`, and the `cmath` module of
//! `Modules/cmathmodule.c`, which settles non-finite arguments from its own tables
//! of C99 Annex G's values and computes the rest with its own algorithms on the
//! platform's libm.
//!
//! CPython reports a failure through C's `errno`, set by its own code and, in
//! places, left over from a libm call; which libm calls set it, and how, is
//! glibc's behaviour, modelled here where it shows (`sin`/`cos` of an infinity,
//! an `atan2` that underflows to zero). The libm functions are glibc's, called
//! through `extern "C"` rather than through Rust's `f64` methods, some of which
//! (`asinh`, `atanh`, ...) Rust computes itself, with other roundings.

use super::numeric::{self, FloatError};
use num_bigint::BigInt;
use std::f64::consts::{E, LN_10, LN_2, PI};

/// A complex number: (real part, imaginary part).
pub type Complex = (f64, f64);

/// glibc's functions, as CPython calls them.
mod clib {
    unsafe extern "C" {
        pub safe fn sin(x: f64) -> f64;
        pub safe fn cos(x: f64) -> f64;
        pub safe fn tan(x: f64) -> f64;
        pub safe fn sinh(x: f64) -> f64;
        pub safe fn cosh(x: f64) -> f64;
        pub safe fn tanh(x: f64) -> f64;
        pub safe fn asinh(x: f64) -> f64;
        pub safe fn exp(x: f64) -> f64;
        pub safe fn log(x: f64) -> f64;
        pub safe fn log1p(x: f64) -> f64;
        pub safe fn atan2(y: f64, x: f64) -> f64;
        pub safe fn hypot(x: f64, y: f64) -> f64;
        pub safe fn pow(x: f64, y: f64) -> f64;
    }
}

/// What C's `errno` says after a computation, as far as CPython reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Errno {
    Clear,
    /// EDOM.
    Domain,
    /// ERANGE.
    Range,
}

const COMPLEX_DIVISION_BY_ZERO: FloatError = FloatError::ZeroDivision("complex division by zero");
const POW_ZERO_DIVISION: FloatError = FloatError::ZeroDivision("0.0 to a negative or complex power");
const POW_OVERFLOW: FloatError = FloatError::Overflow("complex exponentiation");
const ABS_OVERFLOW: FloatError = FloatError::Overflow("absolute value too large");
const MATH_DOMAIN: FloatError = FloatError::Value("math domain error");
const MATH_RANGE: FloatError = FloatError::Overflow("math range error");
/// `complex(s)` of a text it does not read.
pub const BAD_COMPLEX_STRING: FloatError = FloatError::Value("complex() arg is a malformed string");
/// `complex(s)` of a text with a misplaced underscore (or a NUL after an
/// underscore). CPython's message goes on with the string's repr.
pub const BAD_COMPLEX_UNDERSCORES: FloatError = FloatError::Value("could not convert string to complex");

pub fn add(a: Complex, b: Complex) -> Complex {
    (a.0 + b.0, a.1 + b.1)
}

pub fn sub(a: Complex, b: Complex) -> Complex {
    (a.0 - b.0, a.1 - b.1)
}

pub fn neg(a: Complex) -> Complex {
    (-a.0, -a.1)
}

pub fn conjugate(a: Complex) -> Complex {
    (a.0, -a.1)
}

/// `a * b` (`_Py_c_prod`): the schoolbook products, each rounded, so an infinity
/// times a zero part gives nan parts where C99's Annex G would not.
pub fn mul(a: Complex, b: Complex) -> Complex {
    (a.0 * b.0 - a.1 * b.1, a.0 * b.1 + a.1 * b.0)
}

/// `_Py_c_quot`: Smith's method, scaling by the larger part of the divisor;
/// None where that part is zero (EDOM). A nan in the divisor gives nan parts.
fn quot(a: Complex, b: Complex) -> Option<Complex> {
    let abs_breal = b.0.abs();
    let abs_bimag = b.1.abs();
    if abs_breal >= abs_bimag {
        if abs_breal == 0.0 {
            return None;
        }
        let ratio = b.1 / b.0;
        let denom = b.0 + b.1 * ratio;
        Some(((a.0 + a.1 * ratio) / denom, (a.1 - a.0 * ratio) / denom))
    } else if abs_bimag >= abs_breal {
        let ratio = b.0 / b.1;
        let denom = b.0 * ratio + b.1;
        Some(((a.0 * ratio + a.1) / denom, (a.1 * ratio - a.0) / denom))
    } else {
        Some((f64::NAN, f64::NAN))
    }
}

/// `a / b`.
pub fn div(a: Complex, b: Complex) -> Result<Complex, FloatError> {
    quot(a, b).ok_or(COMPLEX_DIVISION_BY_ZERO)
}

/// `c_powu`: binary powering by repeated `_Py_c_prod`.
fn powu(x: Complex, n: i64) -> Complex {
    let mut r = (1.0, 0.0);
    let mut p = x;
    let mut mask: i64 = 1;
    while mask > 0 && n >= mask {
        if n & mask != 0 {
            r = mul(r, p);
        }
        mask <<= 1;
        p = mul(p, p);
    }
    r
}

/// `c_powi`: a negative power is the quotient of 1 by the positive one, EDOM
/// (None) where that underflowed to zero.
fn powi(x: Complex, n: i64) -> Option<Complex> {
    if n > 0 {
        Some(powu(x, n))
    } else {
        quot((1.0, 0.0), powu(x, -n))
    }
}

/// `_Py_c_pow` and the errno it leaves: EDOM for zero to a negative or complex
/// power, and where the argument of the result is infinite (glibc's `cos` and
/// `sin` of an infinity set it).
fn c_pow(a: Complex, b: Complex) -> (Complex, Errno) {
    if b.0 == 0.0 && b.1 == 0.0 {
        return ((1.0, 0.0), Errno::Clear);
    }
    if a.0 == 0.0 && a.1 == 0.0 {
        let errno = if b.1 != 0.0 || b.0 < 0.0 { Errno::Domain } else { Errno::Clear };
        return ((0.0, 0.0), errno);
    }
    let vabs = clib::hypot(a.0, a.1);
    let mut len = clib::pow(vabs, b.0);
    let at = clib::atan2(a.1, a.0);
    let mut phase = at * b.0;
    if b.1 != 0.0 {
        len /= clib::exp(at * b.1);
        phase += b.1 * clib::log(vabs);
    }
    let r = (len * clib::cos(phase), len * clib::sin(phase));
    // The other calls can set only ERANGE, which CPython then decides from the
    // result alone (_Py_ADJUST_ERANGE2).
    (r, if phase.is_infinite() { Errno::Domain } else { Errno::Clear })
}

/// `a ** b` (`complex_pow`): an integer exponent of at most 100 in size is
/// computed by repeated products, any other by polar form; an infinite part in
/// the result is an OverflowError, whatever the operands.
pub fn pow(a: Complex, b: Complex) -> Result<Complex, FloatError> {
    let (p, errno) = if b.1 == 0.0 && b.0 == b.0.floor() && b.0.abs() <= 100.0 {
        match powi(a, b.0 as i64) {
            Some(p) => (p, Errno::Clear),
            None => ((0.0, 0.0), Errno::Domain),
        }
    } else {
        c_pow(a, b)
    };
    if errno == Errno::Domain {
        return Err(POW_ZERO_DIVISION);
    }
    if p.0.is_infinite() || p.1.is_infinite() {
        return Err(POW_OVERFLOW);
    }
    Ok(p)
}

/// `_Py_c_abs`: an infinite part wins over a nan; `Err(())` where the modulus
/// of finite parts overflows (ERANGE), with the infinity it came to.
fn c_abs(a: Complex) -> Result<f64, f64> {
    if !a.0.is_finite() || !a.1.is_finite() {
        if a.0.is_infinite() {
            return Ok(a.0.abs());
        }
        if a.1.is_infinite() {
            return Ok(a.1.abs());
        }
        return Ok(f64::NAN);
    }
    let r = clib::hypot(a.0, a.1);
    if r.is_finite() {
        Ok(r)
    } else {
        Err(r)
    }
}

/// `abs(a)`. For nan parts CPython reads an errno it did not set, what an
/// earlier C call left; this is the value after a call that cleared it.
pub fn abs(a: Complex) -> Result<f64, FloatError> {
    c_abs(a).map_err(|_| ABS_OVERFLOW)
}

/// `a == b`: part by part, IEEE's equality (`-0.0 == 0.0`, nan equals nothing).
pub fn eq(a: Complex, b: Complex) -> bool {
    a.0 == b.0 && a.1 == b.1
}

/// `a == x` of a complex and a float.
pub fn eq_float(a: Complex, x: f64) -> bool {
    a.0 == x && a.1 == 0.0
}

/// `a == i` of a complex and an int: the real part compared with the int
/// exactly (`complex(2**53) == 2**53 + 1` is false).
pub fn eq_int(a: Complex, i: &BigInt) -> bool {
    a.1 == 0.0 && numeric::cmp_int_float(i, a.0) == Some(std::cmp::Ordering::Equal)
}

/// A part as `repr` writes it: the float's repr without the `.0` of a whole
/// number (CPython formats the parts without Py_DTSF_ADD_DOT_0).
fn repr_part(x: f64) -> String {
    let text = numeric::repr(x);
    match text.strip_suffix(".0") {
        Some(whole) => whole.to_string(),
        None => text,
    }
}

/// `repr(a)` (and `str(a)`): `2j` for a real part of +0.0, else `(re+imj)` with
/// the imaginary part signed (`+nan`: the sign of a nan is never shown).
pub fn repr(a: Complex) -> String {
    if a.0 == 0.0 && a.0.is_sign_positive() {
        return format!("{}j", repr_part(a.1));
    }
    let im = repr_part(a.1);
    let sign = if im.starts_with('-') { "" } else { "+" };
    format!("({}{sign}{im}j)", repr_part(a.0))
}

/// C's isspace in the "C" locale (CPython's Py_ISSPACE).
fn is_c_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

/// The digit a non-ASCII decimal digit stands for (Unicode's decimal digits come in
/// runs of ten from 0).
fn decimal_value(c: u32) -> Option<u8> {
    let table = crate::unicode_tables::DECIMAL;
    let i = table.partition_point(|&(_, hi)| hi < c);
    let &(lo, hi) = table.get(i)?;
    (lo <= c && c <= hi).then(|| ((c - lo) % 10) as u8)
}

/// `complex(s)`: first CPython makes the text ASCII (non-ASCII whitespace to ' ',
/// non-ASCII decimal digits to theirs, anything else ends the text as '?'), then
/// drops the underscores that stand between digits (any other is an error), then
/// reads `[(] <float> | <float>j | <float><signed float>j | [+-]j [)]` with
/// optional whitespace around and inside the brackets, where a float is what
/// `float()` reads (`inf`, `nan` included) and a sign alone stands for 1.
pub fn from_str(s: &[u32]) -> Result<Complex, FloatError> {
    let mut text: Vec<u8> = Vec::with_capacity(s.len());
    // An ASCII text is taken as it is; in any other, DEL too ends the text.
    let ascii = s.iter().all(|&c| c < 128);
    for &c in s {
        if c < 127 || ascii {
            text.push(c as u8);
        } else if crate::str_ops::is_space(c) {
            text.push(b' ');
        } else if let Some(d) = decimal_value(c) {
            text.push(b'0' + d);
        } else {
            text.push(b'?');
            break;
        }
    }
    // CPython looks at the text as a C string here: up to the first NUL.
    let c_len = text.iter().position(|&b| b == 0).unwrap_or(text.len());
    if text[..c_len].contains(&b'_') {
        let mut kept = Vec::with_capacity(text.len());
        let mut prev = 0u8;
        for &b in &text[..c_len] {
            if b == b'_' {
                if !prev.is_ascii_digit() {
                    return Err(BAD_COMPLEX_UNDERSCORES);
                }
            } else {
                if prev == b'_' && !b.is_ascii_digit() {
                    return Err(BAD_COMPLEX_UNDERSCORES);
                }
                kept.push(b);
            }
            prev = b;
        }
        if prev == b'_' || c_len != text.len() {
            return Err(BAD_COMPLEX_UNDERSCORES);
        }
        text = kept;
    }
    parse_complex(&text).ok_or(BAD_COMPLEX_STRING)
}

/// CPython's complex_from_string_inner on an ASCII text (a NUL in it ends the
/// reading, and then the text is not all read).
fn parse_complex(text: &[u8]) -> Option<Complex> {
    let at = |k: usize| text.get(k).copied().unwrap_or(0);
    let is_j = |b: u8| b == b'j' || b == b'J';
    let mut k = 0;
    while is_c_space(at(k)) {
        k += 1;
    }
    let got_bracket = at(k) == b'(';
    if got_bracket {
        k += 1;
        while is_c_space(at(k)) {
            k += 1;
        }
    }
    let (mut x, mut y) = (0.0, 0.0);
    match float_prefix(text, k) {
        Some((z, end)) => {
            k = end;
            if at(k) == b'+' || at(k) == b'-' {
                x = z;
                match float_prefix(text, k) {
                    Some((w, end)) => {
                        y = w;
                        k = end;
                    }
                    None => {
                        y = if at(k) == b'+' { 1.0 } else { -1.0 };
                        k += 1;
                    }
                }
                if !is_j(at(k)) {
                    return None;
                }
                k += 1;
            } else if is_j(at(k)) {
                k += 1;
                y = z;
            } else {
                x = z;
            }
        }
        None => {
            if at(k) == b'+' || at(k) == b'-' {
                y = if at(k) == b'+' { 1.0 } else { -1.0 };
                k += 1;
            } else {
                y = 1.0;
            }
            if !is_j(at(k)) {
                return None;
            }
            k += 1;
        }
    }
    while is_c_space(at(k)) {
        k += 1;
    }
    if got_bracket {
        if at(k) != b')' {
            return None;
        }
        k += 1;
        while is_c_space(at(k)) {
            k += 1;
        }
    }
    (k == text.len()).then_some((x, y))
}

/// The longest float at `start` of `text` as CPython's PyOS_string_to_double
/// reads one with an end pointer (dtoa.c's `_Py_dg_strtod`, then
/// `_Py_parse_inf_or_nan`): its value and where it ends; None where none starts
/// there. Out of range it is an infinity or a zero, without error.
fn float_prefix(text: &[u8], start: usize) -> Option<(f64, usize)> {
    let at = |k: usize| text.get(k).copied().unwrap_or(0);
    let mut k = start;
    if at(k) == b'+' || at(k) == b'-' {
        k += 1;
    }
    let mut n_digits = 0;
    while at(k).is_ascii_digit() {
        k += 1;
        n_digits += 1;
    }
    if at(k) == b'.' {
        k += 1;
        while at(k).is_ascii_digit() {
            k += 1;
            n_digits += 1;
        }
    }
    if n_digits == 0 {
        return inf_or_nan_prefix(text, start);
    }
    if at(k) == b'e' || at(k) == b'E' {
        let mut j = k + 1;
        if at(j) == b'+' || at(j) == b'-' {
            j += 1;
        }
        let exp_start = j;
        while at(j).is_ascii_digit() {
            j += 1;
        }
        // An exponent needs a digit; without one the number ends before the 'e'.
        if j > exp_start {
            k = j;
        }
    }
    let literal: Vec<u32> = text[start..k].iter().map(|&b| u32::from(b)).collect();
    let value = numeric::parse_float(&literal).expect("a decimal literal reads as a float");
    Some((value, k))
}

/// `_Py_parse_inf_or_nan`: `inf`, `infinity` or `nan` in any case after an
/// optional sign, as a prefix.
fn inf_or_nan_prefix(text: &[u8], start: usize) -> Option<(f64, usize)> {
    let mut k = start;
    let negative = match text.get(k) {
        Some(b'-') => {
            k += 1;
            true
        }
        Some(b'+') => {
            k += 1;
            false
        }
        _ => false,
    };
    let starts_with = |k: usize, word: &[u8]| text.get(k..k + word.len()).is_some_and(|t| t.eq_ignore_ascii_case(word));
    let value = if starts_with(k, b"inf") {
        k += 3;
        if starts_with(k, b"inity") {
            k += 5;
        }
        f64::INFINITY
    } else if starts_with(k, b"nan") {
        k += 3;
        f64::NAN
    } else {
        return None;
    };
    Some((if negative { -value } else { value }, k))
}

// ---- cmath ----

/// An index into the special-value tables (`special_type`).
fn special_type(d: f64) -> usize {
    const NINF: usize = 0;
    const NEG: usize = 1;
    const NZERO: usize = 2;
    const PZERO: usize = 3;
    const POS: usize = 4;
    const PINF: usize = 5;
    const NAN: usize = 6;
    match d {
        _ if d.is_nan() => NAN,
        _ if d.is_infinite() => {
            if d > 0.0 {
                PINF
            } else {
                NINF
            }
        }
        _ if d == 0.0 => {
            if d.is_sign_positive() {
                PZERO
            } else {
                NZERO
            }
        }
        _ => {
            if d > 0.0 {
                POS
            } else {
                NEG
            }
        }
    }
}

type Table = [[Complex; 7]; 7];

fn special_value(table: &Table, z: Complex) -> Complex {
    table[special_type(z.0)][special_type(z.1)]
}

fn is_finite(z: Complex) -> bool {
    z.0.is_finite() && z.1.is_finite()
}

const INF: f64 = f64::INFINITY;
const N: f64 = f64::NAN;
const P: f64 = PI;
const P14: f64 = 0.25 * PI;
const P12: f64 = 0.5 * PI;
const P34: f64 = 0.75 * PI;
/// The tables' cells for finite arguments, which are never read.
const U: f64 = -9.542_631_940_771_103e33;

// Rows by the real part, columns by the imaginary part, each in the order
// -inf, negative, -0.0, +0.0, positive, +inf, nan.
const ACOS_SPECIAL: Table = [
    [(P34, INF), (P, INF), (P, INF), (P, -INF), (P, -INF), (P34, -INF), (N, INF)],
    [(P12, INF), (U, U), (U, U), (U, U), (U, U), (P12, -INF), (N, N)],
    [(P12, INF), (U, U), (P12, 0.), (P12, -0.), (U, U), (P12, -INF), (P12, N)],
    [(P12, INF), (U, U), (P12, 0.), (P12, -0.), (U, U), (P12, -INF), (P12, N)],
    [(P12, INF), (U, U), (U, U), (U, U), (U, U), (P12, -INF), (N, N)],
    [(P14, INF), (0., INF), (0., INF), (0., -INF), (0., -INF), (P14, -INF), (N, INF)],
    [(N, INF), (N, N), (N, N), (N, N), (N, N), (N, -INF), (N, N)],
];

// 3.11's: later versions give an imaginary part of pi/2 for a zero real part and
// a nan imaginary one.
const ACOSH_SPECIAL: Table = [
    [(INF, -P34), (INF, -P), (INF, -P), (INF, P), (INF, P), (INF, P34), (INF, N)],
    [(INF, -P12), (U, U), (U, U), (U, U), (U, U), (INF, P12), (N, N)],
    [(INF, -P12), (U, U), (0., -P12), (0., P12), (U, U), (INF, P12), (N, N)],
    [(INF, -P12), (U, U), (0., -P12), (0., P12), (U, U), (INF, P12), (N, N)],
    [(INF, -P12), (U, U), (U, U), (U, U), (U, U), (INF, P12), (N, N)],
    [(INF, -P14), (INF, -0.), (INF, -0.), (INF, 0.), (INF, 0.), (INF, P14), (INF, N)],
    [(INF, N), (N, N), (N, N), (N, N), (N, N), (INF, N), (N, N)],
];

const ASINH_SPECIAL: Table = [
    [(-INF, -P14), (-INF, -0.), (-INF, -0.), (-INF, 0.), (-INF, 0.), (-INF, P14), (-INF, N)],
    [(-INF, -P12), (U, U), (U, U), (U, U), (U, U), (-INF, P12), (N, N)],
    [(-INF, -P12), (U, U), (-0., -0.), (-0., 0.), (U, U), (-INF, P12), (N, N)],
    [(INF, -P12), (U, U), (0., -0.), (0., 0.), (U, U), (INF, P12), (N, N)],
    [(INF, -P12), (U, U), (U, U), (U, U), (U, U), (INF, P12), (N, N)],
    [(INF, -P14), (INF, -0.), (INF, -0.), (INF, 0.), (INF, 0.), (INF, P14), (INF, N)],
    [(INF, N), (N, N), (N, -0.), (N, 0.), (N, N), (INF, N), (N, N)],
];

const ATANH_SPECIAL: Table = [
    [(-0., -P12), (-0., -P12), (-0., -P12), (-0., P12), (-0., P12), (-0., P12), (-0., N)],
    [(-0., -P12), (U, U), (U, U), (U, U), (U, U), (-0., P12), (N, N)],
    [(-0., -P12), (U, U), (-0., -0.), (-0., 0.), (U, U), (-0., P12), (-0., N)],
    [(0., -P12), (U, U), (0., -0.), (0., 0.), (U, U), (0., P12), (0., N)],
    [(0., -P12), (U, U), (U, U), (U, U), (U, U), (0., P12), (N, N)],
    [(0., -P12), (0., -P12), (0., -P12), (0., P12), (0., P12), (0., P12), (0., N)],
    [(0., -P12), (N, N), (N, N), (N, N), (N, N), (0., P12), (N, N)],
];

const COSH_SPECIAL: Table = [
    [(INF, N), (U, U), (INF, 0.), (INF, -0.), (U, U), (INF, N), (INF, N)],
    [(N, N), (U, U), (U, U), (U, U), (U, U), (N, N), (N, N)],
    [(N, 0.), (U, U), (1., 0.), (1., -0.), (U, U), (N, 0.), (N, 0.)],
    [(N, 0.), (U, U), (1., -0.), (1., 0.), (U, U), (N, 0.), (N, 0.)],
    [(N, N), (U, U), (U, U), (U, U), (U, U), (N, N), (N, N)],
    [(INF, N), (U, U), (INF, -0.), (INF, 0.), (U, U), (INF, N), (INF, N)],
    [(N, N), (N, N), (N, 0.), (N, 0.), (N, N), (N, N), (N, N)],
];

const EXP_SPECIAL: Table = [
    [(0., 0.), (U, U), (0., -0.), (0., 0.), (U, U), (0., 0.), (0., 0.)],
    [(N, N), (U, U), (U, U), (U, U), (U, U), (N, N), (N, N)],
    [(N, N), (U, U), (1., -0.), (1., 0.), (U, U), (N, N), (N, N)],
    [(N, N), (U, U), (1., -0.), (1., 0.), (U, U), (N, N), (N, N)],
    [(N, N), (U, U), (U, U), (U, U), (U, U), (N, N), (N, N)],
    [(INF, N), (U, U), (INF, -0.), (INF, 0.), (U, U), (INF, N), (INF, N)],
    [(N, N), (N, N), (N, -0.), (N, 0.), (N, N), (N, N), (N, N)],
];

const LOG_SPECIAL: Table = [
    [(INF, -P34), (INF, -P), (INF, -P), (INF, P), (INF, P), (INF, P34), (INF, N)],
    [(INF, -P12), (U, U), (U, U), (U, U), (U, U), (INF, P12), (N, N)],
    [(INF, -P12), (U, U), (-INF, -P), (-INF, P), (U, U), (INF, P12), (N, N)],
    [(INF, -P12), (U, U), (-INF, -0.), (-INF, 0.), (U, U), (INF, P12), (N, N)],
    [(INF, -P12), (U, U), (U, U), (U, U), (U, U), (INF, P12), (N, N)],
    [(INF, -P14), (INF, -0.), (INF, -0.), (INF, 0.), (INF, 0.), (INF, P14), (INF, N)],
    [(INF, N), (N, N), (N, N), (N, N), (N, N), (INF, N), (N, N)],
];

const SINH_SPECIAL: Table = [
    [(INF, N), (U, U), (-INF, -0.), (-INF, 0.), (U, U), (INF, N), (INF, N)],
    [(N, N), (U, U), (U, U), (U, U), (U, U), (N, N), (N, N)],
    [(0., N), (U, U), (-0., -0.), (-0., 0.), (U, U), (0., N), (0., N)],
    [(0., N), (U, U), (0., -0.), (0., 0.), (U, U), (0., N), (0., N)],
    [(N, N), (U, U), (U, U), (U, U), (U, U), (N, N), (N, N)],
    [(INF, N), (U, U), (INF, -0.), (INF, 0.), (U, U), (INF, N), (INF, N)],
    [(N, N), (N, N), (N, -0.), (N, 0.), (N, N), (N, N), (N, N)],
];

const SQRT_SPECIAL: Table = [
    [(INF, -INF), (0., -INF), (0., -INF), (0., INF), (0., INF), (INF, INF), (N, INF)],
    [(INF, -INF), (U, U), (U, U), (U, U), (U, U), (INF, INF), (N, N)],
    [(INF, -INF), (U, U), (0., -0.), (0., 0.), (U, U), (INF, INF), (N, N)],
    [(INF, -INF), (U, U), (0., -0.), (0., 0.), (U, U), (INF, INF), (N, N)],
    [(INF, -INF), (U, U), (U, U), (U, U), (U, U), (INF, INF), (N, N)],
    [(INF, -INF), (INF, -0.), (INF, -0.), (INF, 0.), (INF, 0.), (INF, INF), (INF, N)],
    [(INF, -INF), (N, N), (N, N), (N, N), (N, N), (INF, INF), (N, N)],
];

// 3.11's: later versions give a zero real part for a zero real argument.
const TANH_SPECIAL: Table = [
    [(-1., 0.), (U, U), (-1., -0.), (-1., 0.), (U, U), (-1., 0.), (-1., 0.)],
    [(N, N), (U, U), (U, U), (U, U), (U, U), (N, N), (N, N)],
    [(N, N), (U, U), (-0., -0.), (-0., 0.), (U, U), (N, N), (N, N)],
    [(N, N), (U, U), (0., -0.), (0., 0.), (U, U), (N, N), (N, N)],
    [(N, N), (U, U), (U, U), (U, U), (U, U), (N, N), (N, N)],
    [(1., 0.), (U, U), (1., -0.), (1., 0.), (U, U), (1., 0.), (1., 0.)],
    [(N, N), (N, N), (N, -0.), (N, 0.), (N, N), (N, N), (N, N)],
];

const RECT_SPECIAL: Table = [
    [(INF, N), (U, U), (-INF, 0.), (-INF, -0.), (U, U), (INF, N), (INF, N)],
    [(N, N), (U, U), (U, U), (U, U), (U, U), (N, N), (N, N)],
    [(0., 0.), (U, U), (-0., 0.), (-0., -0.), (U, U), (0., 0.), (0., 0.)],
    [(0., 0.), (U, U), (0., -0.), (0., 0.), (U, U), (0., 0.), (0., 0.)],
    [(N, N), (U, U), (U, U), (U, U), (U, U), (N, N), (N, N)],
    [(INF, N), (U, U), (INF, -0.), (INF, 0.), (U, U), (INF, N), (INF, N)],
    [(N, N), (N, N), (N, 0.), (N, 0.), (N, N), (N, N), (N, N)],
];

/// Beyond this a part is scaled down first, so that sums and moduli do not
/// overflow (CM_LARGE_DOUBLE).
const LARGE_DOUBLE: f64 = f64::MAX / 4.0;
/// DBL_MIN: below it a part is subnormal.
const DBL_MIN: f64 = f64::MIN_POSITIVE;
/// 2**53 (`ldexp(x, DBL_MANT_DIG)`): makes any subnormal normal, exactly.
const TWO_POW_53: f64 = 9007199254740992.0;
/// `2**CM_SCALE_UP` and `2**CM_SCALE_DOWN` of cmath's square root.
const SCALE_UP: f64 = TWO_POW_53;
const SCALE_DOWN: f64 = 1.0 / 134217728.0;

fn sqrt_large_double() -> f64 {
    LARGE_DOUBLE.sqrt()
}

fn log_large_double() -> f64 {
    clib::log(LARGE_DOUBLE)
}

/// `sqrt(DBL_MIN)`, 2**-511.
const SQRT_DBL_MIN: f64 = f64::from_bits((1023 - 511) << 52);

/// The clinic wrapper of every cmath function of one complex: EDOM a
/// ValueError, ERANGE an OverflowError.
fn protected((r, errno): (Complex, Errno)) -> Result<Complex, FloatError> {
    match errno {
        Errno::Clear => Ok(r),
        Errno::Domain => Err(MATH_DOMAIN),
        Errno::Range => Err(MATH_RANGE),
    }
}

/// `x` with the sign of `y`, for results where C's copysign is spelled out.
fn copysign(x: f64, y: f64) -> f64 {
    x.copysign(y)
}

fn c_sqrt(z: Complex) -> (Complex, Errno) {
    if !is_finite(z) {
        return (special_value(&SQRT_SPECIAL, z), Errno::Clear);
    }
    if z.0 == 0.0 && z.1 == 0.0 {
        return ((0.0, z.1), Errno::Clear);
    }
    let mut ax = z.0.abs();
    let ay = z.1.abs();
    let s = if ax < DBL_MIN && ay < DBL_MIN {
        // hypot of subnormals would lose bits: scaled up and back by powers of
        // two, exactly.
        ax *= SCALE_UP;
        (ax + clib::hypot(ax, ay * SCALE_UP)).sqrt() * SCALE_DOWN
    } else {
        // Scaled down by 8 so that the sum cannot overflow.
        ax /= 8.0;
        2.0 * (ax + clib::hypot(ax, ay / 8.0)).sqrt()
    };
    let d = ay / (2.0 * s);
    let r = if z.0 >= 0.0 { (s, copysign(d, z.1)) } else { (d, copysign(s, z.1)) };
    (r, Errno::Clear)
}

fn c_acos(z: Complex) -> (Complex, Errno) {
    if !is_finite(z) {
        return (special_value(&ACOS_SPECIAL, z), Errno::Clear);
    }
    let r = if z.0.abs() > LARGE_DOUBLE || z.1.abs() > LARGE_DOUBLE {
        let re = clib::atan2(z.1.abs(), z.0);
        let im = -copysign(clib::log(clib::hypot(z.0 / 2.0, z.1 / 2.0)) + LN_2 * 2.0, z.1);
        (re, im)
    } else {
        let s1 = c_sqrt((1.0 - z.0, -z.1)).0;
        let s2 = c_sqrt((1.0 + z.0, z.1)).0;
        (2.0 * clib::atan2(s1.0, s2.0), clib::asinh(s2.0 * s1.1 - s2.1 * s1.0))
    };
    (r, Errno::Clear)
}

fn c_acosh(z: Complex) -> (Complex, Errno) {
    if !is_finite(z) {
        return (special_value(&ACOSH_SPECIAL, z), Errno::Clear);
    }
    let r = if z.0.abs() > LARGE_DOUBLE || z.1.abs() > LARGE_DOUBLE {
        (clib::log(clib::hypot(z.0 / 2.0, z.1 / 2.0)) + LN_2 * 2.0, clib::atan2(z.1, z.0))
    } else {
        let s1 = c_sqrt((z.0 - 1.0, z.1)).0;
        let s2 = c_sqrt((z.0 + 1.0, z.1)).0;
        (clib::asinh(s1.0 * s2.0 + s1.1 * s2.1), 2.0 * clib::atan2(s1.1, s2.0))
    };
    (r, Errno::Clear)
}

fn c_asinh(z: Complex) -> (Complex, Errno) {
    if !is_finite(z) {
        return (special_value(&ASINH_SPECIAL, z), Errno::Clear);
    }
    let r = if z.0.abs() > LARGE_DOUBLE || z.1.abs() > LARGE_DOUBLE {
        let log_modulus = clib::log(clib::hypot(z.0 / 2.0, z.1 / 2.0)) + LN_2 * 2.0;
        let re = if z.1 >= 0.0 { copysign(log_modulus, z.0) } else { -copysign(log_modulus, -z.0) };
        (re, clib::atan2(z.1, z.0.abs()))
    } else {
        let s1 = c_sqrt((1.0 + z.1, -z.0)).0;
        let s2 = c_sqrt((1.0 - z.1, z.0)).0;
        (clib::asinh(s1.0 * s2.1 - s2.0 * s1.1), clib::atan2(z.1, s1.0 * s2.0 - s1.1 * s2.1))
    };
    (r, Errno::Clear)
}

/// `asin(z) = -i asinh(iz)`.
fn c_asin(z: Complex) -> (Complex, Errno) {
    let (s, errno) = c_asinh((-z.1, z.0));
    ((s.1, -s.0), errno)
}

/// `log1p`, with the sign of a zero kept whatever the platform (`_Py_log1p`).
fn m_log1p(x: f64) -> f64 {
    if x == 0.0 {
        x
    } else {
        clib::log1p(x)
    }
}

fn c_atanh(z: Complex) -> (Complex, Errno) {
    if !is_finite(z) {
        return (special_value(&ATANH_SPECIAL, z), Errno::Clear);
    }
    // atanh is odd: computed for a non-negative real part.
    if z.0 < 0.0 {
        let (r, errno) = c_atanh(neg(z));
        return (neg(r), errno);
    }
    let ay = z.1.abs();
    if z.0 > sqrt_large_double() || ay > sqrt_large_double() {
        // atanh(z) is about 1/z + i pi/2 (the sign of the imaginary part) here.
        let h = clib::hypot(z.0 / 2.0, z.1 / 2.0);
        ((z.0 / 4.0 / h / h, copysign(PI / 2.0, z.1)), Errno::Clear)
    } else if z.0 == 1.0 && ay < SQRT_DBL_MIN {
        if ay == 0.0 {
            ((INF, z.1), Errno::Domain)
        } else {
            let re = -clib::log(ay.sqrt() / clib::hypot(ay, 2.0).sqrt());
            let im = copysign(clib::atan2(2.0, -ay) / 2.0, z.1);
            ((re, im), Errno::Clear)
        }
    } else {
        let re = m_log1p(4.0 * z.0 / ((1.0 - z.0) * (1.0 - z.0) + ay * ay)) / 4.0;
        let im = -clib::atan2(-2.0 * z.1, (1.0 - z.0) * (1.0 + z.0) - ay * ay) / 2.0;
        ((re, im), Errno::Clear)
    }
}

/// `atan(z) = -i atanh(iz)`.
fn c_atan(z: Complex) -> (Complex, Errno) {
    let (s, errno) = c_atanh((-z.1, z.0));
    ((s.1, -s.0), errno)
}

/// ERANGE where a part overflowed.
fn overflow_check(r: Complex) -> Errno {
    if r.0.is_infinite() || r.1.is_infinite() {
        Errno::Range
    } else {
        Errno::Clear
    }
}

fn c_cosh(z: Complex) -> (Complex, Errno) {
    if !is_finite(z) {
        let r = if z.0.is_infinite() && z.1.is_finite() && z.1 != 0.0 {
            // The signs of the infinities are those of cos and sin of the
            // imaginary part.
            if z.0 > 0.0 {
                (copysign(INF, clib::cos(z.1)), copysign(INF, clib::sin(z.1)))
            } else {
                (copysign(INF, clib::cos(z.1)), -copysign(INF, clib::sin(z.1)))
            }
        } else {
            special_value(&COSH_SPECIAL, z)
        };
        let errno = if z.1.is_infinite() && !z.0.is_nan() { Errno::Domain } else { Errno::Clear };
        return (r, errno);
    }
    let r = if z.0.abs() > log_large_double() {
        // cosh of the real part overflows where the product need not.
        let x_minus_one = z.0 - copysign(1.0, z.0);
        (clib::cos(z.1) * clib::cosh(x_minus_one) * E, clib::sin(z.1) * clib::sinh(x_minus_one) * E)
    } else {
        (clib::cos(z.1) * clib::cosh(z.0), clib::sin(z.1) * clib::sinh(z.0))
    };
    (r, overflow_check(r))
}

/// `cos(z) = cosh(iz)`.
fn c_cos(z: Complex) -> (Complex, Errno) {
    c_cosh((-z.1, z.0))
}

fn c_sinh(z: Complex) -> (Complex, Errno) {
    if !is_finite(z) {
        let r = if z.0.is_infinite() && z.1.is_finite() && z.1 != 0.0 {
            if z.0 > 0.0 {
                (copysign(INF, clib::cos(z.1)), copysign(INF, clib::sin(z.1)))
            } else {
                (-copysign(INF, clib::cos(z.1)), copysign(INF, clib::sin(z.1)))
            }
        } else {
            special_value(&SINH_SPECIAL, z)
        };
        let errno = if z.1.is_infinite() && !z.0.is_nan() { Errno::Domain } else { Errno::Clear };
        return (r, errno);
    }
    let r = if z.0.abs() > log_large_double() {
        let x_minus_one = z.0 - copysign(1.0, z.0);
        (clib::cos(z.1) * clib::sinh(x_minus_one) * E, clib::sin(z.1) * clib::cosh(x_minus_one) * E)
    } else {
        (clib::cos(z.1) * clib::sinh(z.0), clib::sin(z.1) * clib::cosh(z.0))
    };
    (r, overflow_check(r))
}

/// `sin(z) = -i sinh(iz)`.
fn c_sin(z: Complex) -> (Complex, Errno) {
    let (s, errno) = c_sinh((-z.1, z.0));
    ((s.1, -s.0), errno)
}

fn c_tanh(z: Complex) -> (Complex, Errno) {
    if !is_finite(z) {
        let r = if z.0.is_infinite() && z.1.is_finite() && z.1 != 0.0 {
            let im = copysign(0.0, 2.0 * clib::sin(z.1) * clib::cos(z.1));
            (if z.0 > 0.0 { 1.0 } else { -1.0 }, im)
        } else {
            special_value(&TANH_SPECIAL, z)
        };
        let errno = if z.1.is_infinite() && z.0.is_finite() { Errno::Domain } else { Errno::Clear };
        return (r, errno);
    }
    let r = if z.0.abs() > log_large_double() {
        // 1 - tanh(x)**2 is about 4 exp(-2|x|) here, and cosh(x) would overflow.
        (copysign(1.0, z.0), 4.0 * clib::sin(z.1) * clib::cos(z.1) * clib::exp(-2.0 * z.0.abs()))
    } else {
        // 1 - tanh(x)**2 as 1/cosh(x)**2, which loses less to rounding.
        let tx = clib::tanh(z.0);
        let ty = clib::tan(z.1);
        let cx = 1.0 / clib::cosh(z.0);
        let txty = tx * ty;
        let denom = 1.0 + txty * txty;
        (tx * (1.0 + ty * ty) / denom, ((ty / denom) * cx) * cx)
    };
    (r, Errno::Clear)
}

/// `tan(z) = -i tanh(iz)`.
fn c_tan(z: Complex) -> (Complex, Errno) {
    let (s, errno) = c_tanh((-z.1, z.0));
    ((s.1, -s.0), errno)
}

fn c_exp(z: Complex) -> (Complex, Errno) {
    if !is_finite(z) {
        let r = if z.0.is_infinite() && z.1.is_finite() && z.1 != 0.0 {
            if z.0 > 0.0 {
                (copysign(INF, clib::cos(z.1)), copysign(INF, clib::sin(z.1)))
            } else {
                (copysign(0.0, clib::cos(z.1)), copysign(0.0, clib::sin(z.1)))
            }
        } else {
            special_value(&EXP_SPECIAL, z)
        };
        let domain = z.1.is_infinite() && (z.0.is_finite() || (z.0.is_infinite() && z.0 > 0.0));
        return (r, if domain { Errno::Domain } else { Errno::Clear });
    }
    let r = if z.0 > log_large_double() {
        // exp of the real part overflows where the product need not.
        let l = clib::exp(z.0 - 1.0);
        (l * clib::cos(z.1) * E, l * clib::sin(z.1) * E)
    } else {
        let l = clib::exp(z.0);
        (l * clib::cos(z.1), l * clib::sin(z.1))
    };
    (r, overflow_check(r))
}

/// cmath's `c_log`: the modulus's logarithm computed where `log(hypot(x, y))`
/// would lose accuracy (a subnormal or overflowing modulus: rescaled; a modulus
/// near 1: through log1p).
fn c_log(z: Complex) -> (Complex, Errno) {
    if !is_finite(z) {
        return (special_value(&LOG_SPECIAL, z), Errno::Clear);
    }
    let ax = z.0.abs();
    let ay = z.1.abs();
    let re = if ax > LARGE_DOUBLE || ay > LARGE_DOUBLE {
        clib::log(clib::hypot(ax / 2.0, ay / 2.0)) + LN_2
    } else if ax < DBL_MIN && ay < DBL_MIN {
        if ax > 0.0 || ay > 0.0 {
            clib::log(clib::hypot(ax * TWO_POW_53, ay * TWO_POW_53)) - 53.0 * LN_2
        } else {
            return ((-INF, clib::atan2(z.1, z.0)), Errno::Domain);
        }
    } else {
        let h = clib::hypot(ax, ay);
        if (0.71..=1.73).contains(&h) {
            let am = if ax > ay { ax } else { ay };
            let an = if ax > ay { ay } else { ax };
            m_log1p((am - 1.0) * (am + 1.0) + an * an) / 2.0
        } else {
            clib::log(h)
        }
    };
    ((re, clib::atan2(z.1, z.0)), Errno::Clear)
}

fn c_log10(z: Complex) -> (Complex, Errno) {
    let (r, errno) = c_log(z);
    ((r.0 / LN_10, r.1 / LN_10), errno)
}

pub fn sqrt(z: Complex) -> Result<Complex, FloatError> {
    protected(c_sqrt(z))
}

pub fn exp(z: Complex) -> Result<Complex, FloatError> {
    protected(c_exp(z))
}

/// `cmath.log(z)` and `cmath.log(z, base)`: the quotient of the two logarithms;
/// the error is the base's logarithm's (CPython reads errno after both), or a
/// ValueError where the base's logarithm is 0 (base 1).
pub fn log(z: Complex, base: Option<Complex>) -> Result<Complex, FloatError> {
    let (x, errno) = c_log(z);
    let Some(base) = base else { return protected((x, errno)) };
    let (y, errno) = c_log(base);
    match quot(x, y) {
        Some(r) => protected((r, errno)),
        None => Err(MATH_DOMAIN),
    }
}

pub fn log10(z: Complex) -> Result<Complex, FloatError> {
    protected(c_log10(z))
}

pub fn sin(z: Complex) -> Result<Complex, FloatError> {
    protected(c_sin(z))
}

pub fn cos(z: Complex) -> Result<Complex, FloatError> {
    protected(c_cos(z))
}

pub fn tan(z: Complex) -> Result<Complex, FloatError> {
    protected(c_tan(z))
}

pub fn asin(z: Complex) -> Result<Complex, FloatError> {
    protected(c_asin(z))
}

pub fn acos(z: Complex) -> Result<Complex, FloatError> {
    protected(c_acos(z))
}

pub fn atan(z: Complex) -> Result<Complex, FloatError> {
    protected(c_atan(z))
}

pub fn sinh(z: Complex) -> Result<Complex, FloatError> {
    protected(c_sinh(z))
}

pub fn cosh(z: Complex) -> Result<Complex, FloatError> {
    protected(c_cosh(z))
}

pub fn tanh(z: Complex) -> Result<Complex, FloatError> {
    protected(c_tanh(z))
}

pub fn asinh(z: Complex) -> Result<Complex, FloatError> {
    protected(c_asinh(z))
}

pub fn acosh(z: Complex) -> Result<Complex, FloatError> {
    protected(c_acosh(z))
}

pub fn atanh(z: Complex) -> Result<Complex, FloatError> {
    protected(c_atanh(z))
}

/// `cmath.phase(z)`: C's atan2 of the parts. glibc's atan2 sets ERANGE where a
/// nonzero `y` over a finite `x` underflows to zero, and CPython reads it: an
/// OverflowError.
pub fn phase(z: Complex) -> Result<f64, FloatError> {
    let phi = clib::atan2(z.1, z.0);
    if phi == 0.0 && z.1 != 0.0 && z.0.is_finite() {
        return Err(MATH_RANGE);
    }
    Ok(phi)
}

/// `cmath.polar(z)`: `(abs(z), phase(z))`; only the modulus can fail (its errno
/// replaces atan2's), an overflow of finite parts.
pub fn polar(z: Complex) -> Result<(f64, f64), FloatError> {
    let phi = clib::atan2(z.1, z.0);
    let r = c_abs(z).map_err(|_| MATH_RANGE)?;
    Ok((r, phi))
}

/// `cmath.rect(r, phi)`: `r * (cos(phi) + i sin(phi))`, with C99's spirit for
/// the special values (as `exp(log(r) + i phi)`), a ValueError for a nonzero
/// `r` at an infinite angle.
pub fn rect(r: f64, phi: f64) -> Result<Complex, FloatError> {
    if !r.is_finite() || !phi.is_finite() {
        let z = if r.is_infinite() && phi.is_finite() && phi != 0.0 {
            if r > 0.0 {
                (copysign(INF, clib::cos(phi)), copysign(INF, clib::sin(phi)))
            } else {
                (-copysign(INF, clib::cos(phi)), -copysign(INF, clib::sin(phi)))
            }
        } else {
            special_value(&RECT_SPECIAL, (r, phi))
        };
        if r != 0.0 && !r.is_nan() && phi.is_infinite() {
            return Err(MATH_DOMAIN);
        }
        return Ok(z);
    }
    if phi == 0.0 {
        // The imaginary part keeps the signs of r and phi.
        return Ok((r, r * phi));
    }
    Ok((r * clib::cos(phi), r * clib::sin(phi)))
}

pub fn isfinite(z: Complex) -> bool {
    is_finite(z)
}

pub fn isinf(z: Complex) -> bool {
    z.0.is_infinite() || z.1.is_infinite()
}

pub fn isnan(z: Complex) -> bool {
    z.0.is_nan() || z.1.is_nan()
}

/// `cmath.isclose(a, b)` with Python's default tolerances (`rel_tol=1e-09`,
/// `abs_tol=0.0`).
pub fn isclose(a: Complex, b: Complex) -> Result<bool, FloatError> {
    isclose_with(a, b, 1e-09, 0.0)
}

/// `cmath.isclose(a, b, rel_tol=..., abs_tol=...)`: equal parts, or no infinity
/// and a modulus of the difference within either tolerance (an overflowing
/// modulus is an infinity here, not an error).
pub fn isclose_with(a: Complex, b: Complex, rel_tol: f64, abs_tol: f64) -> Result<bool, FloatError> {
    if rel_tol < 0.0 || abs_tol < 0.0 {
        return Err(FloatError::Value("tolerances must be non-negative"));
    }
    if a.0 == b.0 && a.1 == b.1 {
        return Ok(true);
    }
    if isinf(a) || isinf(b) {
        return Ok(false);
    }
    let modulus = |z: Complex| c_abs(z).unwrap_or_else(|inf| inf);
    let diff = modulus(sub(a, b));
    Ok(diff <= rel_tol * modulus(b) || diff <= rel_tol * modulus(a) || diff <= abs_tol)
}
