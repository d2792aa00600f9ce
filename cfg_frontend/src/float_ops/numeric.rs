//! CPython's float arithmetic, conversions and `repr`, to the bit: the operators of
//! `Objects/floatobject.c` (`float_div`, `float_floor_div`, `float_rem`, `float_pow`,
//! `float___round__`), the int/float meeting points of `Objects/longobject.c`
//! (`PyLong_AsDouble`, `long_true_divide`, `PyLong_FromDouble`, the exact int/float
//! comparison of `float_richcompare`) and the text conversions of
//! `Python/pystrtod.c` and `Python/dtoa.c` (`float(s)`, `repr(x)`, `round(x, n)`).
//!
//! Where CPython rounds a rational value to a double (an int, a quotient of ints, a
//! decimal string, a decimal rounding) it rounds correctly, half to even; here that
//! is one exact computation on big ints (`round_ratio`), not a port of dtoa.c's
//! fast paths, which give the same bits. The messages are CPython 3.11's.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};
use std::cmp::Ordering;

/// Why CPython raises: the exception and its message (CPython's text).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FloatError {
    ZeroDivision(&'static str),
    Overflow(&'static str),
    Value(&'static str),
}

impl FloatError {
    /// The message CPython gives the exception. For `float(s)` it is shortened:
    /// CPython appends the string's repr, which a `&'static str` cannot hold.
    pub fn message(&self) -> &'static str {
        match self {
            FloatError::ZeroDivision(m) | FloatError::Overflow(m) | FloatError::Value(m) => m,
        }
    }
}

const NAN_TO_INT: FloatError = FloatError::Value("cannot convert float NaN to integer");
const INF_TO_INT: FloatError = FloatError::Overflow("cannot convert float infinity to integer");
/// `float(s)` of a string it does not read. CPython's message goes on with the
/// string's repr (`could not convert string to float: 'x'`).
pub const BAD_FLOAT_STRING: FloatError = FloatError::Value("could not convert string to float");

/// A finite `x` as `(negative, m, e)` with `|x| = m * 2**e` exactly.
pub(crate) fn decompose(x: f64) -> (bool, u64, i32) {
    debug_assert!(x.is_finite(), "decompose takes a finite float");
    let bits = x.to_bits();
    let negative = bits >> 63 == 1;
    let biased = ((bits >> 52) & 0x7ff) as i32;
    let fraction = bits & ((1u64 << 52) - 1);
    if biased == 0 {
        (negative, fraction, -1074)
    } else {
        (negative, fraction | (1u64 << 52), biased - 1075)
    }
}

/// `2**e` as a double, for `-1074 <= e <= 1023`.
pub(crate) fn pow2(e: i32) -> f64 {
    debug_assert!((-1074..=1023).contains(&e), "2**{e} is no double");
    if e >= -1022 {
        f64::from_bits(((e + 1023) as u64) << 52)
    } else {
        f64::from_bits(1u64 << (e + 1074))
    }
}

/// The double nearest to `num / den` (both non-negative, `den` positive), ties to
/// even, subnormals included, negated if `negative` (a zero keeps that sign too);
/// `None` when it rounds to `2**1024` or beyond, where CPython raises OverflowError.
pub(crate) fn round_ratio(negative: bool, num: &BigInt, den: &BigInt) -> Option<f64> {
    debug_assert!(!num.is_negative() && den.is_positive(), "round_ratio takes a non-negative ratio");
    let sign = if negative { -1.0 } else { 1.0 };
    if num.is_zero() {
        return Some(sign * 0.0);
    }
    // 2**k <= num/den < 2**(k+1).
    let mut k = num.bits() as i64 - den.bits() as i64;
    // Below half the least subnormal, or at least 2**1024: no shift of a huge int
    // is needed to see it.
    if k <= -1076 {
        return Some(sign * 0.0);
    }
    if k >= 1025 {
        return None;
    }
    let below = if k >= 0 { *num < (den << k as usize) } else { (num << (-k) as usize) < *den };
    if below {
        k -= 1;
    }
    if k >= 1024 {
        return None;
    }
    // The unit of the last place: 53 significant bits, none below 2**-1074.
    let s = (k - 52).max(-1074);
    let (scaled_num, scaled_den) = if s >= 0 { (num.clone(), den << s as usize) } else { (num << (-s) as usize, den.clone()) };
    let (mut q, r) = scaled_num.div_rem(&scaled_den);
    let twice_r: BigInt = r << 1usize;
    match twice_r.cmp(&scaled_den) {
        Ordering::Greater => q += 1,
        Ordering::Equal if q.is_odd() => q += 1,
        _ => {}
    }
    // At most 2**53 (a carry out of 53 bits).
    let q = q.to_u64().expect("a mantissa of at most 54 bits");
    if q == 0 {
        return Some(sign * 0.0);
    }
    let s = s as i32;
    if (64 - q.leading_zeros() as i32) + s > 1024 {
        return None;
    }
    // Both factors and the product are doubles: no rounding here.
    Some(sign * (q as f64) * pow2(s))
}

/// `repr(x)` (and `str(x)`): the shortest digits that read back as `x`, in
/// positional notation when the decimal exponent is in `-4..16`, else as
/// `1.5e-07` / `1e+16`; `inf`, `-inf`, `nan`, and a `.0` on whole numbers.
pub fn repr(x: f64) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf".into() } else { "-inf".into() };
    }
    let sign = if x.is_sign_negative() { "-" } else { "" };
    if x == 0.0 {
        return format!("{sign}0.0");
    }
    let (digits, exponent) = shortest_digits(x.abs());
    let n = digits.len() as i32;
    let body = if (-4..16).contains(&exponent) {
        if exponent < 0 {
            format!("0.{}{digits}", "0".repeat((-exponent - 1) as usize))
        } else if n <= exponent + 1 {
            format!("{digits}{}.0", "0".repeat((exponent + 1 - n) as usize))
        } else {
            let (whole, fraction) = digits.split_at(exponent as usize + 1);
            format!("{whole}.{fraction}")
        }
    } else {
        let (first, rest) = digits.split_at(1);
        let dot = if rest.is_empty() { String::new() } else { format!(".{rest}") };
        let exp_sign = if exponent < 0 { '-' } else { '+' };
        format!("{first}{dot}e{exp_sign}{:02}", exponent.abs())
    };
    format!("{sign}{body}")
}

/// The shortest digits that read back as `x` (positive, finite), and the decimal
/// exponent of the first: `(d1 d2 ... dn, k)` for `d1.d2...dn * 10**k`. Of several
/// such strings, dtoa.c's mode 0 (CPython's repr) takes the nearest to `x`, and
/// of two equally near the one ending in an even digit.
fn shortest_digits(x: f64) -> (String, i32) {
    // Rust's `{:e}` writes the shortest digits, the nearest of them, but rounds a
    // tie up (`1000000000000000.25` gives `...0.3`, CPython `...0.2`).
    let sci = format!("{x:e}");
    let (mantissa, exponent) = sci.split_once('e').expect("`{:e}` writes an exponent");
    let digits: String = mantissa.chars().filter(|c| *c != '.').collect();
    let exponent: i32 = exponent.parse().expect("a decimal exponent");
    let n = digits.len() as u32;
    let mut d: u64 = digits.parse().expect("at most 17 digits");
    if d % 2 == 1 {
        // The candidate's unit: x is d * 10**q to within half of it.
        let q = exponent - (n as i32 - 1);
        for alt in [d - 1, d + 1] {
            if alt == 0 || alt >= 10u64.pow(n) {
                continue;
            }
            let low = d.min(alt);
            let tie = format!("{low}5e{}", q - 1).parse::<f64>() == Ok(x)
                && exactly(x, &BigInt::from(low * 10 + 5), q - 1)
                && format!("{alt}e{q}").parse::<f64>() == Ok(x);
            if tie {
                d = alt;
                break;
            }
        }
    }
    (d.to_string(), exponent)
}

/// Whether the positive finite `x` is `n * 10**p` exactly.
fn exactly(x: f64, n: &BigInt, p: i32) -> bool {
    let (_, m, e) = decompose(x);
    let ten = BigInt::from(10);
    let mut lhs = BigInt::from(m);
    let mut rhs = n.clone();
    if e >= 0 {
        lhs <<= e as usize;
    } else {
        rhs <<= (-e) as usize;
    }
    if p >= 0 {
        rhs *= ten.pow(p as u32);
    } else {
        lhs *= ten.pow((-p) as u32);
    }
    lhs == rhs
}

/// `float(i)`: correctly rounded (ties to even).
pub fn int_to_float(i: &BigInt) -> Result<f64, FloatError> {
    if let Some(small) = i.to_i64() {
        if small.unsigned_abs() <= 1u64 << 53 {
            return Ok(small as f64);
        }
    }
    round_ratio(i.is_negative(), &i.abs(), &BigInt::one()).ok_or(FloatError::Overflow("int too large to convert to float"))
}

/// `a / b` of two ints: the exact quotient correctly rounded (long_true_divide),
/// which `float(a) / float(b)` is not when either has more than 53 bits. A zero
/// quotient takes the sign of the true one (`0 / -5` is `-0.0`).
pub fn true_div_ints(a: &BigInt, b: &BigInt) -> Result<f64, FloatError> {
    if b.is_zero() {
        return Err(FloatError::ZeroDivision("division by zero"));
    }
    let negative = a.is_negative() != b.is_negative();
    round_ratio(negative, &a.abs(), &b.abs()).ok_or(FloatError::Overflow("integer division result too large for a float"))
}

/// `x / y` of floats.
pub fn div(x: f64, y: f64) -> Result<f64, FloatError> {
    if y == 0.0 {
        return Err(FloatError::ZeroDivision("float division by zero"));
    }
    Ok(x / y)
}

/// CPython's `_float_div_mod`: the quotient is computed from fmod's exact remainder
/// and then snapped to an integer, so `//` and `%` agree with each other even
/// where the rounded quotient `x / y` is off by one.
fn float_div_mod(vx: f64, wx: f64) -> (f64, f64) {
    let mut modulo = vx % wx;
    let mut div = (vx - modulo) / wx;
    if modulo != 0.0 {
        if (wx < 0.0) != (modulo < 0.0) {
            modulo += wx;
            div -= 1.0;
        }
    } else {
        // fmod's zero has the dividend's sign on some platforms: Python gives the
        // divisor's.
        modulo = 0.0f64.copysign(wx);
    }
    let floordiv = if div != 0.0 {
        let mut f = div.floor();
        if div - f > 0.5 {
            f += 1.0;
        }
        f
    } else {
        // The sign of the true quotient.
        0.0f64.copysign(vx / wx)
    };
    (floordiv, modulo)
}

/// `x // y` of floats.
pub fn floor_div(x: f64, y: f64) -> Result<f64, FloatError> {
    if y == 0.0 {
        return Err(FloatError::ZeroDivision("float floor division by zero"));
    }
    Ok(float_div_mod(x, y).0)
}

/// `x % y` of floats: the sign of `y` (CPython's float_rem, which is
/// `_float_div_mod`'s remainder without the quotient).
pub fn modulo(x: f64, y: f64) -> Result<f64, FloatError> {
    if y == 0.0 {
        return Err(FloatError::ZeroDivision("float modulo"));
    }
    let mut m = x % y;
    if m != 0.0 {
        if (y < 0.0) != (m < 0.0) {
            m += y;
        }
    } else {
        m = 0.0f64.copysign(y);
    }
    Ok(m)
}

/// `divmod(x, y)` of floats.
pub fn divmod(x: f64, y: f64) -> Result<(f64, f64), FloatError> {
    if y == 0.0 {
        return Err(FloatError::ZeroDivision("float divmod()"));
    }
    Ok(float_div_mod(x, y))
}

/// Whether a finite `x` is an odd integer (CPython's DOUBLE_IS_ODD_INTEGER).
fn is_odd_integer(x: f64) -> bool {
    x.abs() % 2.0 == 1.0
}

/// `x ** y` of floats (CPython's float_pow): the special values are settled before
/// the platform's `pow` sees the rest; `Ok(None)` where CPython's value is a
/// complex number (a negative base to a power that is no integer), which is an
/// OverflowError where its modulus overflows.
pub fn pow(x: f64, y: f64) -> Result<Option<f64>, FloatError> {
    let (mut iv, iw) = (x, y);
    if iw == 0.0 {
        return Ok(Some(1.0));
    }
    if iv.is_nan() {
        return Ok(Some(iv));
    }
    if iw.is_nan() {
        return Ok(Some(if iv == 1.0 { 1.0 } else { iw }));
    }
    if iw.is_infinite() {
        let magnitude = iv.abs();
        return Ok(Some(if magnitude == 1.0 {
            1.0
        } else if (iw > 0.0) == (magnitude > 1.0) {
            iw.abs()
        } else {
            0.0
        }));
    }
    if iv.is_infinite() {
        let odd = is_odd_integer(iw);
        return Ok(Some(if iw > 0.0 {
            if odd {
                iv
            } else {
                iv.abs()
            }
        } else if odd {
            0.0f64.copysign(iv)
        } else {
            0.0
        }));
    }
    if iv == 0.0 {
        if iw < 0.0 {
            return Err(FloatError::ZeroDivision("0.0 cannot be raised to a negative power"));
        }
        return Ok(Some(if is_odd_integer(iw) { iv } else { 0.0 }));
    }
    let mut negate = false;
    if iv < 0.0 {
        if iw != iw.floor() {
            // CPython's complex power (_Py_c_pow): the modulus is pow(-x, y), the
            // argument pi * y is finite (a fraction is below 2**52), and only an
            // infinite modulus is an error.
            if (-iv).powf(iw).is_infinite() {
                return Err(FloatError::Overflow("complex exponentiation"));
            }
            return Ok(None);
        }
        iv = -iv;
        negate = is_odd_integer(iw);
    }
    if iv == 1.0 {
        // glibc once gave nan for (-1) ** huge; CPython never asks it.
        return Ok(Some(if negate { -1.0 } else { 1.0 }));
    }
    // glibc's pow sets ERANGE for an infinite result and for an underflow to zero
    // only; CPython forgives the latter (_Py_ADJUST_ERANGE1).
    let ix = iv.powf(iw);
    if ix.is_infinite() {
        return Err(FloatError::Overflow("(34, 'Numerical result out of range')"));
    }
    Ok(Some(if negate { -ix } else { ix }))
}

/// Whether `x` has an int value (`int()`'s errors otherwise).
fn convertible(x: f64) -> Result<(), FloatError> {
    match x {
        _ if x.is_nan() => Err(NAN_TO_INT),
        _ if x.is_infinite() => Err(INF_TO_INT),
        _ => Ok(()),
    }
}

/// `int(x)`: truncated toward zero, exactly.
pub fn float_to_int(x: f64) -> Result<BigInt, FloatError> {
    convertible(x)?;
    let (negative, m, e) = decompose(x);
    let magnitude = if e >= 0 {
        BigInt::from(m) << e as usize
    } else if e > -64 {
        BigInt::from(m >> (-e) as u32)
    } else {
        BigInt::zero()
    };
    Ok(if negative { -magnitude } else { magnitude })
}

/// How the int `i` compares with the float `x`, exactly (None when `x` is nan):
/// `2**53 + 1 > float(2**53 + 1)` though the float is `2**53`.
pub fn cmp_int_float(i: &BigInt, x: f64) -> Option<Ordering> {
    if x.is_nan() {
        return None;
    }
    if x.is_infinite() {
        return Some(if x > 0.0 { Ordering::Less } else { Ordering::Greater });
    }
    let (negative, m, e) = decompose(x);
    let signed_m = if negative { -BigInt::from(m) } else { BigInt::from(m) };
    // Beyond 2**1100 the signs alone decide, and no shift of thousands of bits is due.
    if i.bits() > 1100 {
        return Some(if i.is_negative() { Ordering::Less } else { Ordering::Greater });
    }
    Some(if e >= 0 { i.cmp(&(signed_m << e as usize)) } else { (i << (-e) as usize).cmp(&signed_m) })
}

/// `round(x)`: the nearest int, ties to even.
pub fn round_to_int(x: f64) -> Result<BigInt, FloatError> {
    convertible(x)?;
    let (negative, m, e) = decompose(x);
    let magnitude = if e >= 0 {
        BigInt::from(m) << e as usize
    } else {
        let m = BigInt::from(m);
        let shift = (-e) as usize;
        let whole: BigInt = &m >> shift;
        let rest: BigInt = &m - (&whole << shift);
        let half = BigInt::one() << (shift - 1);
        match rest.cmp(&half) {
            Ordering::Greater => whole + 1,
            Ordering::Equal if whole.is_odd() => whole + 1,
            _ => whole,
        }
    };
    Ok(if negative { -magnitude } else { magnitude })
}

/// The nearest int to `num / den` (`den` positive), ties to even.
fn div_round_half_even(num: &BigInt, den: &BigInt) -> BigInt {
    let (q, r) = num.div_mod_floor(den);
    let twice: BigInt = r << 1usize;
    match twice.cmp(den) {
        Ordering::Greater => q + 1,
        Ordering::Equal if q.is_odd() => q + 1,
        _ => q,
    }
}

/// `round(x, ndigits)`: the multiple of `10**-ndigits` nearest to the exact value
/// of `x` (ties to even), then correctly rounded back to a double, as CPython's
/// double_round does through dtoa.c's strings; `round(2.675, 2)` is `2.67` because
/// the double is below 2.675. nan and the infinities come back as they are.
pub fn round_digits(x: f64, ndigits: &BigInt) -> Result<f64, FloatError> {
    if !x.is_finite() {
        return Ok(x);
    }
    // Beyond these, x always rounds to itself or to a zero (CPython's
    // NDIGITS_MAX and NDIGITS_MIN).
    let n = match ndigits.to_i64() {
        Some(n) if n > 323 => return Ok(x),
        None if ndigits.is_positive() => return Ok(x),
        Some(n) if n < -308 => return Ok(0.0 * x),
        None => return Ok(0.0 * x),
        Some(n) => n,
    };
    let (negative, m, e) = decompose(x);
    let m = BigInt::from(m);
    let value = if n >= 0 {
        if e >= 0 {
            return Ok(x);
        }
        let scale = BigInt::from(10).pow(n as u32);
        let rounded = div_round_half_even(&(&m * &scale), &(BigInt::one() << (-e) as usize));
        round_ratio(negative, &rounded, &scale)
    } else {
        let scale = BigInt::from(10).pow((-n) as u32);
        let (num, den) = if e >= 0 { (m << e as usize, scale.clone()) } else { (m, &scale << (-e) as usize) };
        let rounded = div_round_half_even(&num, &den);
        round_ratio(negative, &(rounded * scale), &BigInt::one())
    };
    value.ok_or(FloatError::Overflow("rounded value too large to represent"))
}

/// The digit a non-ASCII decimal digit stands for (Unicode's decimal digits come in
/// runs of ten from 0).
fn decimal_value(c: u32) -> Option<u8> {
    let table = crate::unicode_tables::DECIMAL;
    let i = table.partition_point(|&(_, hi)| hi < c);
    let &(lo, hi) = table.get(i)?;
    (lo <= c && c <= hi).then(|| ((c - lo) % 10) as u8)
}

/// C's isspace in the "C" locale, what CPython strips around a number.
fn is_c_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

/// `float(s)`: CPython's reading of a str. First every non-ASCII whitespace
/// character becomes ' ' and every non-ASCII decimal digit its ASCII digit (any
/// other non-ASCII character ends the text as '?'); then underscores are dropped
/// where each stands between two digits (anywhere else they make an error); then
/// C's whitespace is stripped (not `\x1c`-`\x1f`, though `str.isspace()` says
/// they are); what is left must be all of `[+-]` and a decimal number (digits with
/// an optional `.`, at least one digit, an optional exponent) or `inf`,
/// `infinity`, `nan` in any case. The value is correctly rounded; out of range it
/// is an infinity or a zero, without error. The error's message is shorter than
/// CPython's, which goes on with the string's repr.
pub fn parse_float(s: &[u32]) -> Result<f64, FloatError> {
    let mut text: Vec<u8> = Vec::with_capacity(s.len());
    for &c in s {
        if c < 127 {
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
    // C strings: an embedded NUL ends the text early, and what is left is an error.
    if text.contains(&0) {
        return Err(BAD_FLOAT_STRING);
    }
    if text.contains(&b'_') {
        let mut kept = Vec::with_capacity(text.len());
        let mut prev = 0u8;
        for &b in &text {
            if b == b'_' {
                if !prev.is_ascii_digit() {
                    return Err(BAD_FLOAT_STRING);
                }
            } else {
                if prev == b'_' && !b.is_ascii_digit() {
                    return Err(BAD_FLOAT_STRING);
                }
                kept.push(b);
            }
            prev = b;
        }
        if prev == b'_' {
            return Err(BAD_FLOAT_STRING);
        }
        text = kept;
    }
    let start = text.iter().position(|&b| !is_c_space(b)).ok_or(BAD_FLOAT_STRING)?;
    let end = text.iter().rposition(|&b| !is_c_space(b)).map_or(start, |k| k + 1);
    let body = &text[start..end];
    parse_decimal(body).or_else(|| parse_inf_or_nan(body)).ok_or(BAD_FLOAT_STRING)
}

/// `inf`, `infinity` or `nan` in any case, after an optional sign (CPython's
/// _Py_parse_inf_or_nan, which must take the whole text here).
fn parse_inf_or_nan(body: &[u8]) -> Option<f64> {
    let (negative, word) = match body.first() {
        Some(b'-') => (true, &body[1..]),
        Some(b'+') => (false, &body[1..]),
        _ => (false, body),
    };
    let word = word.to_ascii_lowercase();
    let value = match word.as_slice() {
        b"inf" | b"infinity" => f64::INFINITY,
        b"nan" => f64::NAN,
        _ => return None,
    };
    Some(if negative { -value } else { value })
}

/// A whole decimal number `[+-]digits[.digits][e[+-]digits]` (at least one digit
/// in the mantissa), correctly rounded.
fn parse_decimal(body: &[u8]) -> Option<f64> {
    let mut k = 0;
    let negative = match body.first() {
        Some(b'-') => {
            k = 1;
            true
        }
        Some(b'+') => {
            k = 1;
            false
        }
        _ => false,
    };
    let mut digits: Vec<u8> = Vec::new();
    let mut n_fraction: i64 = 0;
    while k < body.len() && body[k].is_ascii_digit() {
        digits.push(body[k] - b'0');
        k += 1;
    }
    if k < body.len() && body[k] == b'.' {
        k += 1;
        while k < body.len() && body[k].is_ascii_digit() {
            digits.push(body[k] - b'0');
            n_fraction += 1;
            k += 1;
        }
    }
    if digits.is_empty() {
        return None;
    }
    let mut exponent: i64 = 0;
    if k < body.len() && (body[k] == b'e' || body[k] == b'E') {
        k += 1;
        let exp_negative = match body.get(k) {
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
        let exp_start = k;
        while k < body.len() && body[k].is_ascii_digit() {
            // Saturated: past 10**12 the value is an infinity or a zero anyway.
            exponent = (exponent * 10 + i64::from(body[k] - b'0')).min(1_000_000_000_000);
            k += 1;
        }
        if k == exp_start {
            return None;
        }
        if exp_negative {
            exponent = -exponent;
        }
    }
    if k != body.len() {
        return None;
    }
    let sign = if negative { -1.0 } else { 1.0 };
    let first = digits.iter().position(|&d| d != 0);
    let Some(first) = first else { return Some(sign * 0.0) };
    let last = digits.iter().rposition(|&d| d != 0).expect("a nonzero digit");
    let significant = &digits[first..=last];
    // value = D * 10**e10 with D the significant digits.
    let e10 = exponent - n_fraction + (digits.len() - 1 - last) as i64;
    let n = significant.len() as i64;
    // 10**(n-1+e10) <= value < 10**(n+e10).
    if n + e10 > 310 {
        return Some(sign * f64::INFINITY);
    }
    if n + e10 < -330 {
        return Some(sign * 0.0);
    }
    let mut value = BigInt::zero();
    for chunk in significant.chunks(18) {
        let mut part = 0u64;
        for &d in chunk {
            part = part * 10 + u64::from(d);
        }
        value = value * BigInt::from(10u64.pow(chunk.len() as u32)) + part;
    }
    let ten = BigInt::from(10);
    let result = if e10 >= 0 {
        round_ratio(negative, &(value * ten.pow(e10 as u32)), &BigInt::one())
    } else {
        round_ratio(negative, &value, &ten.pow((-e10) as u32))
    };
    // strtod gives an infinity where the value rounds past the largest double.
    Some(result.unwrap_or(sign * f64::INFINITY))
}

/// `x.as_integer_ratio()` (CPython's `float_as_integer_ratio`): the exact value as
/// `n / d` in lowest terms, `d` a power of two.
pub fn integer_ratio(x: f64) -> Result<(BigInt, BigInt), FloatError> {
    if x.is_nan() {
        return Err(FloatError::Value("cannot convert NaN to integer ratio"));
    }
    if x.is_infinite() {
        return Err(FloatError::Overflow("cannot convert Infinity to integer ratio"));
    }
    // |x| = mantissa * 2**shift exactly.
    let (negative, mantissa, shift) = decompose(x);
    if mantissa == 0 {
        return Ok((BigInt::from(0), BigInt::from(1)));
    }
    let twos = mantissa.trailing_zeros() as i32;
    let (mantissa, shift) = (mantissa >> twos, shift + twos);
    let n = BigInt::from(mantissa) * if negative { -1 } else { 1 };
    Ok(if shift >= 0 { (n << shift as usize, BigInt::from(1)) } else { (n, BigInt::from(1) << (-shift) as usize) })
}

/// `math.dist(p, q)` of points of the same dimension: CPython 3.11's `vector_norm`
/// of the differences' magnitudes (scaled, squared exactly with a fused
/// multiply-add, summed with compensation, corrected once after the square root).
pub fn dist(p: &[f64], q: &[f64]) -> f64 {
    let diffs: Vec<f64> = p.iter().zip(q).map(|(a, b)| (a - b).abs()).collect();
    let max = diffs.iter().fold(0.0f64, |m, &x| if x > m { x } else { m });
    vector_norm(diffs, max, p.iter().zip(q).any(|(a, b)| (a - b).is_nan()))
}

fn vector_norm(mut vec: Vec<f64>, max: f64, found_nan: bool) -> f64 {
    if max.is_infinite() {
        return max;
    }
    if found_nan {
        return f64::NAN;
    }
    if max == 0.0 || vec.len() <= 1 {
        return max;
    }
    let max_e = super::math::frexp(max).1;
    if max_e < -1023 {
        // ldexp(1.0, -max_e) would overflow: subnormals made normal first.
        for v in vec.iter_mut() {
            *v /= f64::MIN_POSITIVE;
        }
        return f64::MIN_POSITIVE * vector_norm(vec, max / f64::MIN_POSITIVE, found_nan);
    }
    let scale = pow2(-max_e as i32);
    let (mut csum, mut frac1, mut frac2) = (1.0f64, 0.0f64, 0.0f64);
    let dl_mul = |x: f64, y: f64| {
        let z = x * y;
        (z, x.mul_add(y, -z))
    };
    let dl_fast_sum = |a: f64, b: f64| {
        let x = a + b;
        (x, (a - x) + b)
    };
    for x in vec {
        let x = x * scale;
        let (hi, lo) = dl_mul(x, x);
        let (s, slo) = dl_fast_sum(csum, hi);
        csum = s;
        frac1 += lo;
        frac2 += slo;
    }
    let mut h = (csum - 1.0 + (frac1 + frac2)).sqrt();
    let (hi, lo) = dl_mul(-h, h);
    let (s, slo) = dl_fast_sum(csum, hi);
    csum = s;
    frac1 += lo;
    frac2 += slo;
    let x = csum - 1.0 + (frac1 + frac2);
    h += x / (2.0 * h);
    h / scale
}
