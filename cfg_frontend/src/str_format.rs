//! CPython's `str.format` and the built-in `format(value, spec)` (the format-spec
//! mini-language) on minipy's values: int, bool, str and None. Each step follows
//! CPython 3.11's own code, in the same order, so that where a format fails it fails
//! with the same exception as CPython: `Objects/stringlib/unicode_format.h` (the
//! format-string parser, field lookup and conversions) and
//! `Python/formatter_unicode.c` (the spec parser and the str and int formatters).
//!
//! The float presentation types (`e f g %` ...) on an int format the nearest binary64
//! value. Every such double is an integer (or, after `%`'s multiplication by 100,
//! infinity), so its decimal digits are exact and rounding to a precision is plain
//! round-half-even on a digit string: no floating-point arithmetic happens here.
//!
//! What is not modelled returns `FormatError::Unsupported`: attribute access in a
//! field name (`{0.real}`), CPython's OverflowError (`format(-1, "c")`, an int past
//! the float range with a float type), and widths or float precisions above
//! `MAX_WIDTH` (CPython would build, or fail to allocate, a string that long).

use crate::str_ops;
use crate::unicode_tables as tables;
use crate::value::str_literal;
use num_bigint::{BigInt, BigUint};
use num_traits::{Signed, ToPrimitive, Zero};

/// A value a format field formats.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg { Int(BigInt), Bool(bool), Str(Vec<u32>), None }

/// Why a format fails: the exception CPython raises, or a construct this module does
/// not model (the caller then gives up soundly).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormatError { ValueError, IndexError, KeyError, TypeError, Unsupported }

use FormatError::{IndexError, KeyError, TypeError, Unsupported, ValueError};

impl FormatError {
    /// The exception CPython raises (`None`: not modelled).
    pub fn exception(self) -> Option<crate::ast::ExcKind> {
        use crate::ast::ExcKind;
        Some(match self {
            ValueError => ExcKind::ValueError,
            IndexError => ExcKind::IndexError,
            KeyError => ExcKind::KeyError,
            TypeError => ExcKind::TypeError,
            Unsupported => return None,
        })
    }
}

type Res<T> = Result<T, FormatError>;

/// Widths and float precisions above this are `Unsupported`: CPython would build a
/// string at least that long.
pub const MAX_WIDTH: u64 = 1_000_000;

/// CPython's `str.format` nests replacement fields one level deep: `build_string`
/// starts at this depth and a field's spec is built one level lower.
const RECURSION_DEPTH: u32 = 2;

fn is(c: u32, ch: char) -> bool {
    c == ch as u32
}

fn text(s: &str) -> Vec<u32> {
    s.chars().map(u32::from).collect()
}

/// The one of the sorted, disjoint `ranges` that holds `c`.
fn range_of(ranges: &[(u32, u32)], c: u32) -> Option<usize> {
    ranges.binary_search_by(|&(lo, hi)| if hi < c { std::cmp::Ordering::Less } else if lo > c { std::cmp::Ordering::Greater } else { std::cmp::Ordering::Equal }).ok()
}

/// `Py_UNICODE_TODECIMAL`: widths, precisions and field numbers may be written in
/// any script's decimal digits (`"{٠}"` is field 0). Unicode's decimal digits come
/// in runs of ten starting at 0.
fn decimal_value(c: u32) -> Option<u64> {
    range_of(tables::DECIMAL, c).map(|i| u64::from((c - tables::DECIMAL[i].0) % 10))
}

/// One more decimal digit on `acc`; CPython raises ValueError ("Too many decimal
/// digits in format string") past `PY_SSIZE_T_MAX`.
fn push_digit(acc: u64, d: u64) -> Res<u64> {
    acc.checked_mul(10).and_then(|a| a.checked_add(d)).filter(|&a| a <= i64::MAX as u64).ok_or(ValueError)
}

/// The spec parser's `get_integer`: the digits at `*pos`, consumed; `None` if there
/// are none.
fn read_digits(s: &[u32], pos: &mut usize) -> Res<Option<u64>> {
    let start = *pos;
    let mut acc = 0;
    while let Some(d) = s.get(*pos).and_then(|&c| decimal_value(c)) {
        acc = push_digit(acc, d)?;
        *pos += 1;
    }
    Ok((*pos > start).then_some(acc))
}

/// The field-name parser's `get_integer`: `s` as a number if it is all digits. It
/// scans left to right, so an overflow is raised only if it comes before a non-digit.
fn whole_integer(s: &[u32]) -> Res<Option<u64>> {
    if s.is_empty() {
        return Ok(None);
    }
    let mut acc = 0;
    for &c in s {
        match decimal_value(c) {
            Some(d) => acc = push_digit(acc, d)?,
            None => return Ok(None),
        }
    }
    Ok(Some(acc))
}

/// A parsed spec. `sign` is 0 where there is none; `ty` is the type character or
/// the type's default (an explicit NUL stays NUL, as in CPython).
struct Spec {
    fill: u32,
    align: u32,
    sign: u32,
    no_neg_0: bool,
    alternate: bool,
    width: Option<u64>,
    /// Digits per group and the separator.
    grouping: Option<(i64, u32)>,
    precision: Option<u64>,
    ty: u32,
}

/// `parse_internal_render_format_spec`: `[[fill]align][sign][z][#][0][width]
/// [grouping][.precision][type]`. Every failure is CPython's ValueError.
fn parse_spec(s: &[u32], default_type: char, default_align: char) -> Res<Spec> {
    let is_align = |c: u32| matches!(char::from_u32(c), Some('<' | '>' | '=' | '^'));
    let at = |i: usize, ch: char| s.get(i).is_some_and(|&c| is(c, ch));
    let eat = |pos: &mut usize, ch: char| {
        let hit = at(*pos, ch);
        *pos += usize::from(hit);
        hit
    };
    let (fill, align, ty) = (' ' as u32, default_align as u32, default_type as u32);
    let mut spec = Spec { fill, align, sign: 0, no_neg_0: false, alternate: false, width: None, grouping: None, precision: None, ty };
    let mut pos = 0;
    // A fill character is recognised only by the alignment after it, so any code
    // point can be a fill, even a digit or an alignment character.
    let fill_specified = s.len() >= 2 && is_align(s[1]);
    let mut align_specified = fill_specified;
    if fill_specified {
        (spec.fill, spec.align, pos) = (s[0], s[1], 2);
    } else if !s.is_empty() && is_align(s[0]) {
        (spec.align, align_specified, pos) = (s[0], true, 1);
    }
    if at(pos, '+') || at(pos, '-') || at(pos, ' ') {
        spec.sign = s[pos];
        pos += 1;
    }
    spec.no_neg_0 = eat(&mut pos, 'z');
    spec.alternate = eat(&mut pos, '#');
    // The `0` flag is a zero fill; since 3.10 it makes the alignment sign-aware
    // (`=`) only for types that align right by default, so `format("ab", "05")` is
    // 'ab000'.
    if !fill_specified && eat(&mut pos, '0') {
        spec.fill = '0' as u32;
        if !align_specified && default_align == '>' {
            spec.align = '=' as u32;
        }
    }
    spec.width = read_digits(s, &mut pos)?;
    if eat(&mut pos, ',') {
        spec.grouping = Some((3, ',' as u32));
    }
    if eat(&mut pos, '_') {
        if spec.grouping.is_some() {
            return Err(ValueError); // "Cannot specify both ',' and '_'."
        }
        spec.grouping = Some((3, '_' as u32));
    }
    if at(pos, ',') {
        return Err(ValueError);
    }
    if eat(&mut pos, '.') {
        spec.precision = Some(read_digits(s, &mut pos)?.ok_or(ValueError)?); // "Format specifier missing precision"
    }
    match s.len() - pos {
        0 => {}
        1 => spec.ty = s[pos],
        _ => return Err(ValueError),
    }
    if let Some((_, sep)) = spec.grouping {
        match char::from_u32(spec.ty) {
            Some('d' | 'e' | 'f' | 'g' | 'E' | 'G' | '%' | 'F' | '\0') => {}
            // Binary, octal and hex group by fours, and only with `_` (PEP 515).
            Some('b' | 'o' | 'x' | 'X') if is(sep, '_') => spec.grouping = Some((4, sep)),
            _ => return Err(ValueError),
        }
    }
    Ok(spec)
}

impl Spec {
    /// The width for padding (-1: none), or `Unsupported` past `MAX_WIDTH`.
    fn width(&self) -> Res<i64> {
        match self.width {
            None => Ok(-1),
            Some(w) if w > MAX_WIDTH => Err(Unsupported),
            Some(w) => Ok(w as i64),
        }
    }

    /// `pad` fill characters split `(left, right)` for the alignments `<`, `^`, `>`
    /// (centring puts the odd one on the right).
    fn split_padding(&self, pad: usize) -> (usize, usize) {
        match char::from_u32(self.align) {
            Some('<') => (0, pad),
            Some('^') => (pad / 2, pad - pad / 2),
            _ => (pad, 0),
        }
    }
}

/// `format_string_internal`.
fn format_text(s: &[u32], spec: &Spec) -> Res<Vec<u32>> {
    if !is(spec.ty, 's') || spec.sign != 0 || spec.no_neg_0 || spec.alternate || is(spec.align, '=') {
        return Err(ValueError);
    }
    let len = spec.precision.map_or(s.len(), |p| s.len().min(usize::try_from(p).unwrap_or(usize::MAX)));
    let pad = usize::try_from(spec.width()? - len as i64).unwrap_or(0);
    let (left, right) = spec.split_padding(pad);
    let mut out = vec![spec.fill; left];
    out.extend_from_slice(&s[..len]);
    out.resize(out.len() + right, spec.fill);
    Ok(out)
}

/// `_PyUnicode_InsertThousandsGrouping`: `digits` with a separator every `every.0`
/// digits from the right, and, while shorter than `min_width`, leading zeros — which
/// get separators too (`format(1234, "010,")` is '00,001,234'), and may overshoot
/// `min_width` by one rather than start with a separator.
fn group(digits: &[u32], min_width: i64, every: Option<(i64, u32)>) -> Vec<u32> {
    // Writes one group right to left into `rev`: separator, digits, then zeros.
    fn chunk(rev: &mut Vec<u32>, digits: &[u32], l: i64, remaining: i64, sep: Option<u32>) -> i64 {
        let zeros = (l - remaining).max(0) as usize;
        let chars = remaining.min(l).max(0);
        rev.extend(sep);
        rev.extend(digits[(remaining - chars) as usize..remaining as usize].iter().rev());
        rev.extend(std::iter::repeat_n('0' as u32, zeros));
        chars
    }
    let mut rev = Vec::with_capacity(digits.len() + digits.len() / 3 + 1);
    let mut remaining = digits.len() as i64;
    let mut min_width = min_width.max(0);
    let mut sep = None;
    if let Some((size, sep_char)) = every {
        loop {
            let l = size.min(remaining.max(min_width).max(1));
            remaining -= chunk(&mut rev, digits, l, remaining, sep);
            sep = Some(sep_char);
            min_width -= l;
            if remaining <= 0 && min_width <= 0 {
                rev.reverse();
                return rev;
            }
            min_width -= 1;
        }
    }
    let l = remaining.max(min_width).max(1);
    chunk(&mut rev, digits, l, remaining, sep);
    rev.reverse();
    rev
}

/// `calc_number_widths` and `fill_number`: `[pad][sign][prefix][pad][digits,
/// grouped][rest][pad]`, where `rest` is what follows the integer digits (a decimal
/// part, an exponent, '%', or a `c` character) and the middle padding is `=`'s. A
/// `0` fill with `=` alignment pads inside the grouping instead, so that the zeros
/// get separators.
fn layout(negative: bool, prefix: &[u32], digits: &[u32], rest: &[u32], spec: &Spec, every: Option<(i64, u32)>) -> Res<Vec<u32>> {
    let width = spec.width()?;
    let sign = match char::from_u32(spec.sign) {
        _ if negative => Some('-' as u32),
        Some(c @ ('+' | ' ')) => Some(c as u32),
        _ => None,
    };
    let fixed = i64::from(sign.is_some()) + prefix.len() as i64 + rest.len() as i64;
    let zero_padded = is(spec.fill, '0') && is(spec.align, '=');
    let grouped = if digits.is_empty() {
        Vec::new()
    } else {
        group(digits, if zero_padded { width - fixed } else { 0 }, every)
    };
    let pad = usize::try_from(width - fixed - grouped.len() as i64).unwrap_or(0);
    let (left, middle, right) = if is(spec.align, '=') {
        (0, pad, 0)
    } else {
        let (l, r) = spec.split_padding(pad);
        (l, 0, r)
    };
    let mut out = vec![spec.fill; left];
    out.extend(sign);
    out.extend_from_slice(prefix);
    out.resize(out.len() + middle, spec.fill);
    out.extend(grouped);
    out.extend_from_slice(rest);
    out.resize(out.len() + right, spec.fill);
    Ok(out)
}

/// `_PyLong_FormatAdvancedWriter` for a non-empty spec.
fn format_int(n: &BigInt, spec: &[u32]) -> Res<Vec<u32>> {
    let spec = parse_spec(spec, 'd', '>')?;
    match char::from_u32(spec.ty) {
        Some('b' | 'c' | 'd' | 'o' | 'x' | 'X' | 'n') => format_long(n, &spec),
        Some('e' | 'E' | 'f' | 'F' | 'g' | 'G' | '%') => format_float(n, &spec),
        _ => Err(ValueError),
    }
}

/// `format_long_internal`: the integer presentation types.
fn format_long(n: &BigInt, spec: &Spec) -> Res<Vec<u32>> {
    if spec.precision.is_some() || spec.no_neg_0 {
        return Err(ValueError);
    }
    if is(spec.ty, 'c') {
        if spec.sign != 0 || spec.alternate {
            return Err(ValueError);
        }
        // CPython raises OverflowError outside range(0x110000), negatives included.
        let c = n.to_u32().filter(|&c| c <= 0x10FFFF).ok_or(Unsupported)?;
        return layout(false, &[], &[], &[c], spec, None);
    }
    let ty = char::from_u32(spec.ty).unwrap_or('d');
    let (radix, prefix) = match ty {
        'b' => (2, "0b"),
        'o' => (8, "0o"),
        'x' | 'X' => (16, "0x"),
        _ => (10, ""),
    };
    let magnitude = n.magnitude();
    let mut digits = magnitude.to_str_radix(radix);
    // CPython refuses decimal conversions past `sys.get_int_max_str_digits()`.
    if radix == 10 && digits.len() > str_ops::MAX_STR_DIGITS {
        return Err(ValueError);
    }
    let mut prefix = if spec.alternate { prefix.to_string() } else { String::new() };
    if ty == 'X' {
        digits.make_ascii_uppercase();
        prefix.make_ascii_uppercase();
    }
    // `n` groups as the current locale does; CPython runs in the C locale, which
    // does not group.
    let every = if ty == 'n' { None } else { spec.grouping };
    layout(n.is_negative(), &text(&prefix), &text(&digits), &[], spec, every)
}

/// `int.__float__`'s rounding of a magnitude to the nearest double (ties to even),
/// as the exact integer that double is; `None` where it overflows (the rounded
/// value reaches 2**1024), which `float(n)` raises and `*` turns into infinity.
fn nearest_double(m: &BigUint) -> Option<BigUint> {
    let bits = m.bits();
    let rounded = if bits <= 53 {
        m.clone()
    } else {
        let shift = bits - 53;
        let mut q = m >> shift;
        let rem = m - (&q << shift);
        let half = BigUint::from(1u8) << (shift - 1);
        if rem > half || (rem == half && q.bit(0)) {
            q += 1u8;
        }
        q << shift
    };
    (rounded.bits() <= 1024).then_some(rounded)
}

/// The first `n` significant decimal digits of `m`, rounded half to even, and the
/// decimal exponent of the first (0 for zero, whose digits are all '0').
fn significant(m: &BigUint, n: usize) -> (Vec<u8>, i64) {
    if m.is_zero() {
        return (vec![b'0'; n], 0);
    }
    let mut d = m.to_string().into_bytes();
    let mut exp = d.len() as i64 - 1;
    if d.len() <= n {
        d.resize(n, b'0');
        return (d, exp);
    }
    let tail = d.split_off(n);
    let up = match tail[0].cmp(&b'5') {
        std::cmp::Ordering::Greater => true,
        std::cmp::Ordering::Less => false,
        std::cmp::Ordering::Equal => tail[1..].iter().any(|&c| c != b'0') || (d[n - 1] - b'0') % 2 == 1,
    };
    if up {
        match d.iter().rposition(|&c| c != b'9') {
            Some(i) => {
                d[i] += 1;
                d[i + 1..].fill(b'0');
            }
            None => {
                d.fill(b'0');
                d[0] = b'1';
                exp += 1;
            }
        }
    }
    (d, exp)
}

/// `PyOS_double_to_string` on the integer-valued double `m` (`None`: infinity) for
/// the types `e f g` (upper case: `E F G`), without its sign.
fn double_to_string(m: Option<&BigUint>, ty: char, precision: usize, alternate: bool) -> String {
    let upper = ty.is_ascii_uppercase();
    let Some(m) = m else { return if upper { "INF" } else { "inf" }.to_string() };
    let exponent = |exp: i64| format!("{}{}{:02}", if upper { 'E' } else { 'e' }, if exp < 0 { '-' } else { '+' }, exp.abs());
    // Digits, a decimal point if there is a fraction or `#` asks for one, fraction.
    let point = |whole: &[u8], frac: &[u8]| {
        let mut s = String::from_utf8_lossy(whole).into_owned();
        if !frac.is_empty() || alternate {
            s.push('.');
            s.push_str(&String::from_utf8_lossy(frac));
        }
        s
    };
    match ty.to_ascii_lowercase() {
        'e' => {
            let (d, exp) = significant(m, precision + 1);
            point(&d[..1], &d[1..]) + &exponent(exp)
        }
        'g' => {
            // `g` counts significant digits, 0 meaning 1, and drops trailing zeros
            // unless `#`; it uses an exponent where that would be at least the
            // precision (integers never have the small exponents that also do).
            let p = precision.max(1);
            let (mut d, exp) = significant(m, p);
            let whole = if exp >= p as i64 { 1 } else { exp as usize + 1 };
            if !alternate {
                while d.len() > whole && d.last() == Some(&b'0') {
                    d.pop();
                }
            }
            let fixed = point(&d[..whole], &d[whole..]);
            if exp >= p as i64 {
                fixed + &exponent(exp)
            } else {
                fixed
            }
        }
        _ => point(m.to_string().as_bytes(), &vec![b'0'; precision]),
    }
}

/// `format_float_internal` on `float(n)`, for the float types an int accepts.
fn format_float(n: &BigInt, spec: &Spec) -> Res<Vec<u32>> {
    // `float(n)` comes first: CPython raises OverflowError before looking further.
    let m = nearest_double(n.magnitude()).ok_or(Unsupported)?;
    let precision = match spec.precision {
        Some(p) if p > i32::MAX as u64 => return Err(ValueError),
        Some(p) if p > MAX_WIDTH => return Err(Unsupported),
        Some(p) => p as usize,
        None => 6,
    };
    let ty = char::from_u32(spec.ty).unwrap_or('f');
    let mut body = if ty == '%' {
        // The product is a double too: rounded, and infinite past the largest.
        let scaled = nearest_double(&(m * 100u8));
        double_to_string(scaled.as_ref(), 'f', precision, spec.alternate) + "%"
    } else {
        double_to_string(Some(&m), ty, precision, spec.alternate)
    };
    let split = body.bytes().position(|c| !c.is_ascii_digit()).unwrap_or(body.len());
    let rest = body.split_off(split);
    layout(n.is_negative(), &[], &text(&body), &text(&rest), spec, spec.grouping)
}

/// `format(arg, spec)`: what CPython's `format()` built-in returns (the
/// `__format__` of the value's type).
pub fn format_value(arg: &Arg, spec: &[u32]) -> Result<Vec<u32>, FormatError> {
    if spec.is_empty() {
        // Every `__format__` here is `str()` for an empty spec — bool's included,
        // though bool inherits int's: `format(True, "")` is 'True', `format(True,
        // "d")` is '1'.
        return to_str(arg);
    }
    match arg {
        Arg::None => Err(TypeError),
        Arg::Str(s) => format_text(s, &parse_spec(spec, 's', '<')?),
        Arg::Bool(b) => format_int(&BigInt::from(u8::from(*b)), spec),
        Arg::Int(n) => format_int(n, spec),
    }
}

fn to_str(arg: &Arg) -> Res<Vec<u32>> {
    match arg {
        Arg::Int(n) => str_ops::from_int(n).ok_or(ValueError),
        Arg::Bool(b) => Ok(text(if *b { "True" } else { "False" })),
        Arg::Str(s) => Ok(s.clone()),
        Arg::None => Ok(text("None")),
    }
}

/// `repr()` of a str (`unicode_repr`). Unlike `value::str_literal`, which is
/// `ascii()`, it keeps the printable characters outside ASCII (`'é'`, not `'\xe9'`).
fn repr_str(s: &[u32]) -> Vec<u32> {
    let has = |ch: char| s.iter().any(|&c| is(c, ch));
    let quote = if has('\'') && !has('"') { '"' } else { '\'' };
    let mut out = String::with_capacity(s.len() + 2);
    out.push(quote);
    for &c in s {
        match char::from_u32(c) {
            Some(ch @ '\\') => out.push_str(&format!("\\{ch}")),
            Some(ch) if ch == quote => out.push_str(&format!("\\{ch}")),
            Some('\t') => out.push_str("\\t"),
            Some('\n') => out.push_str("\\n"),
            Some('\r') => out.push_str("\\r"),
            Some(ch) if (' '..='~').contains(&ch) => out.push(ch),
            Some(ch) if c > 0x7F && range_of(tables::PRINTABLE, c).is_some() => out.push(ch),
            _ if c <= 0xFF => out.push_str(&format!("\\x{c:02x}")),
            _ if c <= 0xFFFF => out.push_str(&format!("\\u{c:04x}")),
            _ => out.push_str(&format!("\\U{c:08x}")),
        }
    }
    out.push(quote);
    text(&out)
}

/// `do_conversion`: `!s`, `!r`, `!a`; any other character is a ValueError.
fn convert(arg: Arg, conversion: u32) -> Res<Arg> {
    let s = match (char::from_u32(conversion), &arg) {
        (Some('s'), _) => to_str(&arg)?,
        (Some('r'), Arg::Str(s)) => repr_str(s),
        (Some('a'), Arg::Str(s)) => text(&str_literal(s)),
        (Some('r' | 'a'), _) => to_str(&arg)?,
        _ => return Err(ValueError),
    };
    Ok(Arg::Str(s))
}

/// A replacement field as `parse_field` splits it; `conversion` is 0 where there is
/// none (so `{!\0}`, like in CPython, converts nothing).
struct Field<'a> {
    name: &'a [u32],
    conversion: u32,
    spec: &'a [u32],
    /// The spec holds a `{`: it is a format string itself, built before use.
    nested: bool,
}

/// `MarkupIterator_next`: the literal text from `*pos` up to the next field (with a
/// `{{` or `}}` ending the text as one brace) and that field, or `None` at the end.
/// CPython formats each field before parsing the next, so callers stop at the first
/// error wherever it comes from.
fn next_markup<'a>(s: &'a [u32], pos: &mut usize) -> Option<Res<(&'a [u32], Option<Field<'a>>)>> {
    if *pos >= s.len() {
        return None;
    }
    let start = *pos;
    let brace = s[start..].iter().position(|&c| is(c, '{') || is(c, '}'));
    let Some(offset) = brace else {
        *pos = s.len();
        return Some(Ok((&s[start..], None)));
    };
    let c = s[start + offset];
    *pos = start + offset + 1;
    match s.get(*pos) {
        Some(&next) if next == c => {
            *pos += 1;
            Some(Ok((&s[start..=start + offset], None)))
        }
        _ if is(c, '}') => Some(Err(ValueError)), // "Single '}' encountered"
        None => Some(Err(ValueError)),            // "Single '{' encountered"
        _ => Some(parse_field(s, pos).map(|field| (&s[start..start + offset], Some(field)))),
    }
}

/// `parse_field`: the field after its `{`, through its `}`.
fn parse_field<'a>(s: &'a [u32], pos: &mut usize) -> Res<Field<'a>> {
    let name_start = *pos;
    let mut c = 0;
    while *pos < s.len() {
        c = s[*pos];
        *pos += 1;
        if is(c, '{') {
            return Err(ValueError); // "unexpected '{' in field name"
        } else if is(c, '[') {
            // Anything goes inside brackets, braces and colons included.
            while *pos < s.len() && !is(s[*pos], ']') {
                *pos += 1;
            }
        } else if is(c, '}') || is(c, ':') || is(c, '!') {
            break;
        }
    }
    let name = &s[name_start..*pos - 1];
    let mut field = Field { name, conversion: 0, spec: &[], nested: false };
    if is(c, '}') {
        return Ok(field);
    }
    if !is(c, '!') && !is(c, ':') {
        return Err(ValueError); // "expected '}' before end of string"
    }
    if is(c, '!') {
        field.conversion = *s.get(*pos).ok_or(ValueError)?;
        *pos += 1;
        if let Some(&after) = s.get(*pos) {
            *pos += 1;
            if is(after, '}') {
                return Ok(field);
            }
            if !is(after, ':') {
                return Err(ValueError); // "expected ':' after conversion specifier"
            }
        }
    }
    let spec_start = *pos;
    let mut depth = 1;
    while *pos < s.len() {
        let c = s[*pos];
        *pos += 1;
        if is(c, '{') {
            field.nested = true;
            depth += 1;
        } else if is(c, '}') {
            depth -= 1;
            if depth == 0 {
                field.spec = &s[spec_start..*pos - 1];
                return Ok(field);
            }
        }
    }
    Err(ValueError) // "unmatched '{' in format spec"
}

/// The first part of a field name (up to `.` or `[`) and the rest.
fn split_name(name: &[u32]) -> (&[u32], &[u32]) {
    name.split_at(name.iter().position(|&c| is(c, '.') || is(c, '[')).unwrap_or(name.len()))
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Numbering { Unset, Automatic, Manual }

/// One `str.format` call: its arguments and the field numbering state its nested
/// specs share.
struct Formatter<'a> {
    args: &'a [Arg],
    numbering: Numbering,
    next_auto: u64,
}

impl Formatter<'_> {
    /// `build_string`: `fmt` formatted onto `out`.
    fn build(&mut self, fmt: &[u32], depth: u32, out: &mut Vec<u32>) -> Res<()> {
        if depth == 0 {
            return Err(ValueError); // "Max string recursion exceeded"
        }
        let mut pos = 0;
        while let Some(step) = next_markup(fmt, &mut pos) {
            let (literal, field) = step?;
            out.extend_from_slice(literal);
            if let Some(field) = field {
                self.output_field(&field, depth, out)?;
            }
        }
        Ok(())
    }

    /// `output_markup`: look the value up, convert it, build the spec, format.
    fn output_field(&mut self, field: &Field, depth: u32, out: &mut Vec<u32>) -> Res<()> {
        let mut value = self.field_value(field.name)?;
        if field.conversion != 0 {
            value = convert(value, field.conversion)?;
        }
        let mut built = Vec::new();
        if field.nested {
            self.build(field.spec, depth - 1, &mut built)?;
        }
        out.extend(format_value(&value, if field.nested { &built } else { field.spec })?);
        Ok(())
    }

    /// `get_field_object`: the argument a field name names, indexed by its `[i]`s.
    fn field_value(&mut self, name: &[u32]) -> Res<Arg> {
        let (first, mut rest) = split_name(name);
        let number = whole_integer(first)?;
        let automatic = first.is_empty();
        if automatic || number.is_some() {
            if self.numbering == Numbering::Unset {
                self.numbering = if automatic { Numbering::Automatic } else { Numbering::Manual };
            }
            if (self.numbering == Numbering::Manual) == automatic {
                return Err(ValueError); // "cannot switch from ... field numbering"
            }
        }
        let index = if automatic {
            self.next_auto += 1;
            self.next_auto - 1
        } else {
            // A name: there are no keyword arguments to find it in.
            number.ok_or(KeyError)?
        };
        let mut value = usize::try_from(index).ok().and_then(|i| self.args.get(i)).cloned().ok_or(IndexError)?;
        // `FieldNameIterator_next`, then the lookup, one component at a time.
        while let Some((&c, tail)) = rest.split_first() {
            if is(c, '.') {
                if split_name(tail).0.is_empty() {
                    return Err(ValueError); // "Empty attribute in format string"
                }
                return Err(Unsupported);
            }
            if !is(c, '[') {
                return Err(ValueError); // "Only '.' or '[' may follow ']' ..."
            }
            let end = tail.iter().position(|&c| is(c, ']')).ok_or(ValueError)?;
            let key = &tail[..end];
            let index = whole_integer(key)?;
            if key.is_empty() {
                return Err(ValueError); // "Empty attribute in format string"
            }
            rest = &tail[end + 1..];
            value = match (&value, index) {
                // A sign is not a digit: `{0[-1]}` looks up the string '-1'.
                (Arg::Str(s), Some(i)) => {
                    let c = usize::try_from(i).ok().and_then(|i| s.get(i)).ok_or(IndexError)?;
                    Arg::Str(vec![*c])
                }
                // "string indices must be integers" / "'int' object is not subscriptable"
                _ => return Err(TypeError),
            };
        }
        Ok(value)
    }
}

/// `fmt.format(*args)` with positional arguments only (no keyword arguments).
pub fn format_str(fmt: &[u32], args: &[Arg]) -> Result<Vec<u32>, FormatError> {
    let mut out = Vec::new();
    Formatter { args, numbering: Numbering::Unset, next_auto: 0 }.build(fmt, RECURSION_DEPTH, &mut out)?;
    Ok(out)
}

/// Whether `format_str(fmt, _)` could need a construct this module returns
/// `Unsupported` for: `Some(description)` naming the first such construct. It looks
/// at the text alone, as far as `format_str` would get, so it names attribute
/// access, and widths or float precisions above `MAX_WIDTH` written in the format
/// string. `Unsupported` can still come from the values: CPython's OverflowError
/// (`c` outside range(0x110000), a float type on an int beyond the float range) and
/// a width built by a nested field (`"{:{}}"`).
pub fn unsupported_in(fmt: &[u32]) -> Option<String> {
    scan(fmt, RECURSION_DEPTH)
}

fn scan(fmt: &[u32], depth: u32) -> Option<String> {
    if depth == 0 {
        return None;
    }
    let mut pos = 0;
    // A parse error is a ValueError for every argument list: nothing after it runs.
    while let Some(Ok((_, field))) = next_markup(fmt, &mut pos) {
        let Some(field) = field else { continue };
        if has_attribute(field.name) {
            return Some("attribute access in a replacement field".into());
        }
        let why = if field.nested { scan(field.spec, depth - 1) } else { spec_too_big(field.spec) };
        if why.is_some() {
            return why;
        }
    }
    None
}

/// Whether looking `name` up can reach an attribute access (`{0.real}`, `{[1].x}`).
fn has_attribute(name: &[u32]) -> bool {
    let (first, mut rest) = split_name(name);
    // Any other name is a KeyError.
    if !first.is_empty() && !matches!(whole_integer(first), Ok(Some(_))) {
        return false;
    }
    while let Some((&c, tail)) = rest.split_first() {
        if is(c, '.') {
            return true;
        }
        let end = tail.iter().position(|&c| is(c, ']'));
        match end {
            Some(end) if is(c, '[') => rest = &tail[end + 1..],
            _ => return false,
        }
    }
    false
}

fn spec_too_big(spec: &[u32]) -> Option<String> {
    // With no default type the spec parser accepts every spec some type accepts.
    let spec = parse_spec(spec, '\0', '>').ok()?;
    if spec.width.is_some_and(|w| w > MAX_WIDTH) {
        return Some(format!("a field width above {MAX_WIDTH}"));
    }
    let float = matches!(char::from_u32(spec.ty), Some('e' | 'E' | 'f' | 'F' | 'g' | 'G' | '%'));
    (float && spec.precision.is_some_and(|p| p > MAX_WIDTH)).then(|| format!("a float precision above {MAX_WIDTH}"))
}

/// Expected results read off CPython by `scripts/gen_format_cases.py` (which says how
/// to regenerate it).
#[cfg(test)]
#[path = "str_format_cases.rs"]
mod cases;

#[cfg(test)]
mod tests {
    use super::*;
    use num_traits::Num;

    /// The table's strings: `\u{hex}` is a code point, anything else itself.
    fn decode(s: &str) -> Vec<u32> {
        let mut out = Vec::new();
        let mut rest = s;
        while let Some(i) = rest.find("\\u{") {
            out.extend(rest[..i].chars().map(u32::from));
            let end = rest[i..].find('}').expect("closed escape") + i;
            out.push(u32::from_str_radix(&rest[i + 3..end], 16).expect("hex"));
            rest = &rest[end + 1..];
        }
        out.extend(rest.chars().map(u32::from));
        out
    }

    fn arg(code: &str) -> Arg {
        let (kind, body) = code.split_at(2);
        match kind {
            "i:" => {
                let (negative, digits) = body.strip_prefix('-').map_or((false, body), |d| (true, d));
                let n = match digits.strip_prefix("0x") {
                    Some(hex) => BigInt::from_str_radix(hex, 16),
                    None => BigInt::from_str_radix(digits, 10),
                };
                let n = n.expect("an int");
                Arg::Int(if negative { -n } else { n })
            }
            "b:" => Arg::Bool(body == "1"),
            "s:" => Arg::Str(decode(body)),
            "n:" => Arg::None,
            _ => panic!("bad value code {code}"),
        }
    }

    fn expected(code: &str) -> Result<Vec<u32>, FormatError> {
        match code.split_at(1) {
            ("=", body) => Ok(decode(body)),
            ("!", "ValueError") => Err(ValueError),
            ("!", "IndexError") => Err(IndexError),
            ("!", "KeyError") => Err(KeyError),
            ("!", "TypeError") => Err(TypeError),
            ("!", "Unsupported") => Err(Unsupported),
            _ => panic!("bad result code {code}"),
        }
    }

    fn show(r: &Result<Vec<u32>, FormatError>) -> String {
        match r {
            Ok(s) => format!("{:?}", s.iter().map(|&c| char::from_u32(c).unwrap_or('\u{FFFD}')).collect::<String>()),
            Err(e) => format!("{e:?}"),
        }
    }

    #[test]
    fn format_value_matches_cpython() {
        let mut failures = Vec::new();
        for &(value, spec, want) in cases::VALUE_CASES {
            let value = cases::VALUES[value];
            let got = format_value(&arg(value), &decode(spec));
            if got != expected(want) {
                failures.push(format!("format({value}, {spec:?}): got {}, CPython {want}", show(&got)));
            }
        }
        assert!(cases::VALUE_CASES.len() >= 300);
        assert!(failures.is_empty(), "{} of {} differ:\n{}", failures.len(), cases::VALUE_CASES.len(), failures.join("\n"));
    }

    #[test]
    fn format_str_matches_cpython() {
        let mut failures = Vec::new();
        for &(fmt, args, want) in cases::FORMAT_CASES {
            let args: Vec<Arg> = args.iter().map(|&a| arg(a)).collect();
            let got = format_str(&decode(fmt), &args);
            if got != expected(want) {
                failures.push(format!("{fmt:?}.format({args:?}): got {}, CPython {want}", show(&got)));
            }
        }
        assert!(cases::FORMAT_CASES.len() >= 80);
        assert!(failures.is_empty(), "{} of {} differ:\n{}", failures.len(), cases::FORMAT_CASES.len(), failures.join("\n"));
    }

    #[test]
    fn ascii_is_str_literal_and_repr_keeps_printable_characters() {
        let s = decode("\\u{e9}\\u{65e5}\\u{d800}\\u{200b}\\u{7f}'");
        assert_eq!(format_str(&text("{!a}"), &[Arg::Str(s.clone())]).unwrap(), text(r#""\xe9\u65e5\ud800\u200b\x7f'""#));
        assert_eq!(format_str(&text("{!r}"), &[Arg::Str(s)]).unwrap(), decode(r#""\u{e9}\u{65e5}\u{5c}ud800\u{5c}u200b\u{5c}x7f'""#));
    }

    #[test]
    fn nearest_double_agrees_with_num_bigint() {
        // Ties, near-ties and carries at the 53-bit boundary, and the edge of overflow.
        let one = BigUint::from(1u8);
        let mut values = vec![(&one << 53u32) + 1u8, (&one << 53u32) + 3u8, (&one << 60u32) - 1u8, (&one << 1022u32) * 3u8];
        values.push((&one << 1024u32) - (&one << 970u32) - 1u8);
        for v in values {
            let ours = nearest_double(&v).expect("in range");
            assert_eq!(ours.to_f64(), v.to_f64(), "{v}");
        }
        assert_eq!(nearest_double(&((&one << 1024u32) - (&one << 970u32))), None);
    }

    #[test]
    fn unsupported_in_names_what_format_str_gives_up_on() {
        let why = |s: &str| unsupported_in(&text(s));
        assert_eq!(why("{0.real}").as_deref(), Some("attribute access in a replacement field"));
        assert!(why("{[0].x}").is_some());
        assert!(why("{:{.x}}").is_some());
        assert!(why("{:2000000}").is_some());
        assert!(why("{:.2000000f}").is_some());
        for fine in ["{}", "{0[.]}", "{a.b}", "{:.2f}", "{:.2000000}", "{:{}}", "{0.x", "}{0.x}", "{:{:{.x}}}"] {
            assert_eq!(why(fine), None, "{fine}");
        }
    }

    /// Random specs and format strings from the characters that mean something: no
    /// input may panic, and what `unsupported_in` passes may not be Unsupported
    /// unless the values make it so.
    #[test]
    fn random_inputs_do_not_panic() {
        let alphabet: Vec<u32> = text("{}[]!:.<>=^+- z#0123456789,_.%bcdoxXneEfFgGsra٣é\u{0}");
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        // None of these makes a format Unsupported (as a width from a nested field
        // of a million, or a float type on an int past the float range, would) but
        // for `c` of a negative int, excluded below.
        let args = [Arg::Int(BigInt::from(-12345)), Arg::Str(text("ab")), Arg::Bool(true), Arg::None, Arg::Int(BigInt::from(7))];
        let big = [Arg::Int(BigInt::from(10).pow(400u32)), Arg::Int(-(BigInt::from(1) << 1100u32)), Arg::Int(BigInt::from(10).pow(4300u32))];
        for _ in 0..200_000 {
            let len = (next() % 12) as usize;
            let s: Vec<u32> = (0..len).map(|_| alphabet[(next() % alphabet.len() as u64) as usize]).collect();
            for a in args.iter().chain(&big) {
                let _ = format_value(a, &s);
            }
            let _ = format_str(&s, &big);
            let result = format_str(&s, &args);
            if unsupported_in(&s).is_none() && !s.contains(&('c' as u32)) {
                assert_ne!(result, Err(Unsupported), "{s:x?}");
            }
        }
    }
}
