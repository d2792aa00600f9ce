//! Python's str functions on code points: the one definition the interpreter, the
//! CFG executor and constant folding share (`cfg::StrFn` names them in the CFG).
//! Character classes and case mappings are CPython's own, read off CPython into
//! `unicode_tables` (`scripts/unicode/gen_tables.py`): `'ß'.upper()` is `'SS'`,
//! `'\x1c'.isspace()` holds, `'²'.isdigit()` holds and `int('²')` raises, and a
//! capital sigma lowers to a final sigma where CPython's context rule says so.

use crate::str_split::{Half, Splitter};
use crate::unicode_tables as tables;
use num_bigint::BigInt;
use num_traits::{Signed, ToPrimitive, Zero};

mod case;
mod formatting;
#[cfg(test)]
mod tests;

pub use case::*;
pub use formatting::*;

/// Which ends `strip` works on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ends {
    Both,
    Left,
    Right,
}

/// `s.strip()` (whitespace, CPython's), or `s.strip(chars)`.
pub fn strip(s: &[u32], chars: Option<&[u32]>, ends: Ends) -> Vec<u32> {
    let drop = |c: &u32| match chars {
        Some(set) => set.contains(c),
        None => is_space(*c),
    };
    let mut lo = 0;
    let mut hi = s.len();
    if ends != Ends::Right {
        while lo < hi && drop(&s[lo]) {
            lo += 1;
        }
    }
    if ends != Ends::Left {
        while hi > lo && drop(&s[hi - 1]) {
            hi -= 1;
        }
    }
    s[lo..hi].to_vec()
}

/// `s.find(sub)` / `s.rfind(sub)`: the first (last) position, or -1.
pub fn find(s: &[u32], sub: &[u32], last: bool) -> i64 {
    if sub.len() > s.len() {
        return -1;
    }
    let starts = 0..=s.len() - sub.len();
    let hit = |&i: &usize| s[i..i + sub.len()] == *sub;
    let found = if last { starts.rev().find(hit) } else { starts.into_iter().find(hit) };
    found.map_or(-1, |i| i as i64)
}

/// `s.count(sub)`: occurrences that do not overlap (`len(s) + 1` for `''`).
pub fn count(s: &[u32], sub: &[u32]) -> i64 {
    if sub.is_empty() {
        return s.len() as i64 + 1;
    }
    let (mut n, mut i) = (0, 0);
    while i + sub.len() <= s.len() {
        if s[i..i + sub.len()] == *sub {
            n += 1;
            i += sub.len();
        } else {
            i += 1;
        }
    }
    n
}

/// `s.replace(old, new)`, or with a count (`None`: all; negative: all).
pub fn replace(s: &[u32], old: &[u32], new: &[u32], limit: Option<&BigInt>) -> Vec<u32> {
    let mut left = match limit {
        Some(n) if !n.is_negative() => n.to_usize().unwrap_or(usize::MAX),
        _ => usize::MAX,
    };
    let mut out = Vec::with_capacity(s.len());
    if old.is_empty() {
        // Python inserts `new` before every character and at the end.
        for &c in s {
            if left > 0 {
                out.extend_from_slice(new);
                left -= 1;
            }
            out.push(c);
        }
        if left > 0 {
            out.extend_from_slice(new);
        }
        return out;
    }
    let mut i = 0;
    while i < s.len() {
        if left > 0 && s[i..].starts_with(old) {
            out.extend_from_slice(new);
            i += old.len();
            left -= 1;
        } else {
            out.push(s[i]);
            i += 1;
        }
    }
    out
}

/// Which side `ljust`, `rjust` and `center` pad.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Justify {
    Left,
    Right,
    Center,
}

/// `s.ljust(width, fill)` and friends; `s.zfill(width)` is `zfill`.
pub fn justify(s: &[u32], width: &BigInt, fill: u32, how: Justify) -> Vec<u32> {
    let width = width.to_usize().unwrap_or(0);
    if width <= s.len() {
        return s.to_vec();
    }
    let marg = width - s.len();
    let left = match how {
        Justify::Left => 0,
        Justify::Right => marg,
        // CPython's rule: the odd space goes left when the width is odd.
        Justify::Center => marg / 2 + (marg & width & 1),
    };
    let mut out = vec![fill; left];
    out.extend_from_slice(s);
    out.resize(width, fill);
    out
}

/// `s.zfill(width)`: zeros after a leading sign.
pub fn zfill(s: &[u32], width: &BigInt) -> Vec<u32> {
    let width = width.to_usize().unwrap_or(0);
    if width <= s.len() {
        return s.to_vec();
    }
    let mut out = Vec::with_capacity(width);
    let (sign, rest) = match s.first() {
        Some(&c) if c == '+' as u32 || c == '-' as u32 => (Some(c), &s[1..]),
        _ => (None, s),
    };
    out.extend(sign);
    out.extend(std::iter::repeat_n('0' as u32, width - s.len()));
    out.extend_from_slice(rest);
    out
}

/// The digits CPython's `str(int)` writes at most (`sys.get_int_max_str_digits()`).
pub const MAX_STR_DIGITS: usize = 4300;

/// `str(i)`; `None` past `MAX_STR_DIGITS` digits (CPython raises ValueError).
pub fn from_int(i: &BigInt) -> Option<Vec<u32>> {
    let text = i.to_string();
    let digits = text.len() - usize::from(i.is_negative());
    (digits <= MAX_STR_DIGITS).then(|| text.chars().map(u32::from).collect())
}

/// The value of a decimal digit (any script's: Unicode's decimal digits come in runs
/// of ten, from 0).
fn decimal_value(c: u32) -> Option<u32> {
    let i = range_of(tables::DECIMAL, c)?;
    Some((c - tables::DECIMAL[i].0) % 10)
}

/// `int(s)`: CPython's reading of a base-10 int (surrounding whitespace, a sign,
/// decimal digits of any script, single underscores between digits, at most
/// `MAX_STR_DIGITS` digits); `None` where CPython raises ValueError. Its whitespace
/// is `isspace()`'s but for `\x1c`-`\x1f` (CPython maps the other Unicode spaces to
/// ' ' and then strips with C's isspace, which those four are not).
pub fn to_int(s: &[u32]) -> Option<BigInt> {
    to_int_base(s, 10)
}

/// `int(s, base)` for `base` 0 or 2..=36 (`None` where CPython raises ValueError):
/// CPython first turns decimal digits of any script into ASCII digits and
/// Unicode spaces into ' ', then reads the bytes as C's `PyLong_FromString`
/// does: spaces, a sign, a prefix (`0x`, `0o`, `0b`: with base 0 it gives the
/// base, with the matching base it may stand there), single underscores between
/// digits (one may follow a prefix), ASCII letters as digits from 10, spaces.
/// Base 0 reads an int literal: `010` is an error, `00` is 0.
pub fn to_int_base(s: &[u32], base: u32) -> Option<BigInt> {
    // Other characters than these are no part of an int ('?' in CPython).
    let ascii: Vec<u8> = s
        .iter()
        .map(|&c| match decimal_value(c) {
            Some(d) if c >= 128 => b'0' + d as u8,
            _ if c >= 128 && is_space(c) => b' ',
            _ if c < 128 => c as u8,
            _ => b'?',
        })
        .collect();
    let c_space = |b: u8| matches!(b, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r');
    let at = |k: usize| ascii.get(k).copied().unwrap_or(0);
    let mut k = 0;
    while c_space(at(k)) {
        k += 1;
    }
    let negative = at(k) == b'-';
    if matches!(at(k), b'+' | b'-') {
        k += 1;
    }
    let mut base = base;
    let mut error_if_nonzero = false;
    if base == 0 {
        base = match (at(k), at(k + 1).to_ascii_lowercase()) {
            (b'0', b'x') => 16,
            (b'0', b'o') => 8,
            (b'0', b'b') => 2,
            (b'0', _) => {
                error_if_nonzero = true;
                10
            }
            _ => 10,
        };
    }
    let prefix = match base {
        16 => b'x',
        8 => b'o',
        2 => b'b',
        _ => 0,
    };
    if prefix != 0 && at(k) == b'0' && at(k + 1).to_ascii_lowercase() == prefix {
        k += 2;
        if at(k) == b'_' {
            k += 1;
        }
    }
    if at(k) == b'_' {
        return None;
    }
    let mut value = BigInt::zero();
    let (mut n_digits, mut previous_underscore) = (0usize, false);
    while k < ascii.len() {
        let b = ascii[k];
        if b == b'_' {
            if previous_underscore {
                return None;
            }
            previous_underscore = true;
            k += 1;
            continue;
        }
        let d = match b {
            b'0'..=b'9' => (b - b'0') as u32,
            b'a'..=b'z' => (b - b'a') as u32 + 10,
            b'A'..=b'Z' => (b - b'A') as u32 + 10,
            _ => break,
        };
        if d >= base {
            break;
        }
        previous_underscore = false;
        value = value * base + d;
        n_digits += 1;
        k += 1;
    }
    if previous_underscore || n_digits == 0 || (error_if_nonzero && !value.is_zero()) {
        return None;
    }
    while c_space(at(k)) {
        k += 1;
    }
    if k != ascii.len() {
        return None;
    }
    // CPython's limit on the digits of a base that is no power of two.
    if !base.is_power_of_two() && n_digits > MAX_STR_DIGITS {
        return None;
    }
    Some(if negative { -value } else { value })
}

/// A str function as the CFG names it (`cfg::Expr::StrFn`): its arguments are the
/// receiver first, then the method's arguments. Its meaning is `apply`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StrFn {
    Upper,
    Lower,
    Swapcase,
    Title,
    Capitalize,
    /// `s.isspace()`, `s.isalpha()`, `s.isdecimal()`, `s.isdigit()`,
    /// `s.isnumeric()`, `s.isalnum()`.
    Is(Class),
    IsUpper,
    IsLower,
    /// `s.istitle()`.
    IsTitle,
    /// `s.isprintable()` (true of `''`).
    IsPrintable,
    /// `s.isidentifier()` (false of `''`, true of keywords).
    IsIdentifier,
    /// `s.casefold()`.
    Casefold,
    /// `s.expandtabs([tabsize])`: OverflowError for a tabsize outside C's int
    /// (`EXPANDTABS_TABSIZE`), which the lowering guards.
    ExpandTabs,
    /// `s.isascii()`: every code point below 128 (true of `''`).
    IsAscii,
    /// `s.strip()`, `s.lstrip()`, `s.rstrip()`, with or without the characters.
    Strip(Ends),
    Find,
    RFind,
    Count,
    /// `s.replace(old, new[, count])`.
    Replace,
    /// `s.ljust(width[, fill])` and friends (the fill one character: guarded).
    Justify(Justify),
    Zfill,
    RemovePrefix,
    RemoveSuffix,
    /// `str(i)` (guarded: at most `MAX_STR_DIGITS` digits).
    FromInt,
    /// `int(s)` or `int(s, base)` (guarded by `IsIntLiteral`).
    ToInt,
    /// Whether `int(s)` (or `int(s, base)`) has a value (CPython raises ValueError
    /// otherwise).
    IsIntLiteral,
    /// `a < b` on strs: by code points, lexicographically (not a method).
    Less,
    /// `s * n` (not a method; `n <= 0` gives `''`).
    Repeat,
    /// A list of strs cut from a str (`split`, `rsplit`, `splitlines`, `list(s)`), as
    /// one of the two sequences the CFG holds it as (`str_split::Half`). Arguments:
    /// the str, then the separator (where there is one), then `maxsplit` (for
    /// `split`) or `keepends` (for `splitlines`).
    Parts(Splitter, Half),
    /// `sep.join(xs)`: the separator, then the list's two sequences (ends, chars).
    Join,
    /// `bin(i)`, `oct(i)`, `hex(i)`: `-0b101`, `0o17`, `0xff`.
    Radix(u8),
    /// `s[lo:hi:step]`, the bounds there where they are given (`true`): the str,
    /// then the bounds given, then the step (guarded: not 0).
    StepSlice(bool, bool),
    /// `fmt.format(a, ...)` (the format string, then the values) or `format(v,
    /// spec)`, each value encoded as `format_operand` says (guarded by
    /// `FormatFailure`).
    Format(Formatting),
    /// Why the same `Format` fails: `FORMAT_OK` or one of the `FORMAT_*` codes.
    FormatFailure(Formatting),
}

/// The tabsizes `s.expandtabs(tabsize)` takes (a C int: CPython raises
/// OverflowError for any other).
pub const EXPANDTABS_TABSIZE: std::ops::RangeInclusive<i64> = i32::MIN as i64..=i32::MAX as i64;

/// `t[lo:hi:step]` with Python's `slice.indices` (`None` for a step of 0).
pub fn step_slice<T: Clone>(t: &[T], lo: Option<&BigInt>, hi: Option<&BigInt>, step: &BigInt) -> Option<Vec<T>> {
    if step.is_zero() {
        return None;
    }
    let len = BigInt::from(t.len());
    let forward = step.is_positive();
    let (lower, upper) = if forward { (BigInt::zero(), len.clone()) } else { (BigInt::from(-1), &len - 1) };
    let clamp = |b: Option<&BigInt>, default: &BigInt| match b {
        None => default.clone(),
        Some(b) if b.is_negative() => (b + &len).max(lower.clone()),
        Some(b) => b.clone().min(upper.clone()),
    };
    let (start, stop) = if forward { (clamp(lo, &lower), clamp(hi, &upper)) } else { (clamp(lo, &upper), clamp(hi, &lower)) };
    let mut out = Vec::new();
    let mut i = start;
    while if forward { i < stop } else { i > stop } {
        out.push(t[i.to_usize()?].clone());
        i += step;
    }
    Some(out)
}

impl StrFn {
    /// The type of the value.
    pub fn result(self) -> crate::ast::Type {
        use crate::ast::Type;
        match self {
            StrFn::Is(_) | StrFn::IsUpper | StrFn::IsLower | StrFn::IsTitle | StrFn::IsPrintable | StrFn::IsIdentifier | StrFn::IsAscii | StrFn::IsIntLiteral | StrFn::Less => Type::Bool,
            StrFn::Find | StrFn::RFind | StrFn::Count | StrFn::ToInt | StrFn::FormatFailure(_) => Type::Int,
            StrFn::Parts(_, Half::Ends) => Type::Tuple,
            _ => Type::Str,
        }
    }

    /// The name shown in printed rules.
    pub fn name(self) -> &'static str {
        match self {
            StrFn::Upper => "upper",
            StrFn::Lower => "lower",
            StrFn::Swapcase => "swapcase",
            StrFn::Title => "title",
            StrFn::Capitalize => "capitalize",
            StrFn::Is(Class::Space) => "isspace",
            StrFn::Is(Class::Alpha) => "isalpha",
            StrFn::Is(Class::Decimal) => "isdecimal",
            StrFn::Is(Class::Digit) => "isdigit",
            StrFn::Is(Class::Numeric) => "isnumeric",
            StrFn::Is(Class::Alnum) => "isalnum",
            StrFn::IsUpper => "isupper",
            StrFn::IsAscii => "isascii",
            StrFn::IsLower => "islower",
            StrFn::IsTitle => "istitle",
            StrFn::IsPrintable => "isprintable",
            StrFn::IsIdentifier => "isidentifier",
            StrFn::Casefold => "casefold",
            StrFn::ExpandTabs => "expandtabs",
            StrFn::Strip(Ends::Both) => "strip",
            StrFn::Strip(Ends::Left) => "lstrip",
            StrFn::Strip(Ends::Right) => "rstrip",
            StrFn::Find => "find",
            StrFn::RFind => "rfind",
            StrFn::Count => "count",
            StrFn::Replace => "replace",
            StrFn::Justify(Justify::Left) => "ljust",
            StrFn::Justify(Justify::Right) => "rjust",
            StrFn::Justify(Justify::Center) => "center",
            StrFn::Zfill => "zfill",
            StrFn::RemovePrefix => "removeprefix",
            StrFn::RemoveSuffix => "removesuffix",
            StrFn::FromInt => "str",
            StrFn::ToInt => "int",
            StrFn::IsIntLiteral => "is_int_literal",
            StrFn::Less => "less",
            StrFn::Repeat => "repeat",
            StrFn::Parts(splitter, half) => match (splitter, half) {
                (Splitter::Split { right: false, by_space: false }, Half::Ends) => "split_ends",
                (Splitter::Split { right: false, by_space: false }, Half::Chars) => "split_chars",
                (Splitter::Split { right: false, by_space: true }, Half::Ends) => "split_space_ends",
                (Splitter::Split { right: false, by_space: true }, Half::Chars) => "split_space_chars",
                (Splitter::Split { right: true, by_space: false }, Half::Ends) => "rsplit_ends",
                (Splitter::Split { right: true, by_space: false }, Half::Chars) => "rsplit_chars",
                (Splitter::Split { right: true, by_space: true }, Half::Ends) => "rsplit_space_ends",
                (Splitter::Split { right: true, by_space: true }, Half::Chars) => "rsplit_space_chars",
                (Splitter::Lines, Half::Ends) => "splitlines_ends",
                (Splitter::Lines, Half::Chars) => "splitlines_chars",
                (Splitter::Chars, Half::Ends) => "list_ends",
                (Splitter::Chars, Half::Chars) => "list_chars",
            },
            StrFn::Join => "join",
            StrFn::Radix(2) => "bin",
            StrFn::Radix(8) => "oct",
            StrFn::Radix(_) => "hex",
            StrFn::StepSlice(..) => "step_slice",
            StrFn::Format(Formatting::Method) => "format",
            StrFn::Format(Formatting::Builtin) => "format_value",
            StrFn::FormatFailure(Formatting::Method) => "format_failure",
            StrFn::FormatFailure(Formatting::Builtin) => "format_value_failure",
        }
    }

    /// The method `name` of str with `n_args` arguments (besides the receiver), if
    /// minipy reads it this way (`index`/`rindex` are `find`/`rfind` with a guard).
    pub fn method(name: &str, n_args: usize) -> Option<StrFn> {
        let f = match name {
            "upper" => StrFn::Upper,
            "lower" => StrFn::Lower,
            "swapcase" => StrFn::Swapcase,
            "title" => StrFn::Title,
            "capitalize" => StrFn::Capitalize,
            "isspace" => StrFn::Is(Class::Space),
            "isalpha" => StrFn::Is(Class::Alpha),
            "isdecimal" => StrFn::Is(Class::Decimal),
            "isdigit" => StrFn::Is(Class::Digit),
            "isnumeric" => StrFn::Is(Class::Numeric),
            "isalnum" => StrFn::Is(Class::Alnum),
            "isupper" => StrFn::IsUpper,
            "isascii" => StrFn::IsAscii,
            "islower" => StrFn::IsLower,
            "istitle" => StrFn::IsTitle,
            "isprintable" => StrFn::IsPrintable,
            "isidentifier" => StrFn::IsIdentifier,
            "casefold" => StrFn::Casefold,
            "expandtabs" => StrFn::ExpandTabs,
            "strip" => StrFn::Strip(Ends::Both),
            "lstrip" => StrFn::Strip(Ends::Left),
            "rstrip" => StrFn::Strip(Ends::Right),
            "find" | "index" => StrFn::Find,
            "rfind" | "rindex" => StrFn::RFind,
            "count" => StrFn::Count,
            "replace" => StrFn::Replace,
            "ljust" => StrFn::Justify(Justify::Left),
            "rjust" => StrFn::Justify(Justify::Right),
            "center" => StrFn::Justify(Justify::Center),
            "zfill" => StrFn::Zfill,
            "removeprefix" => StrFn::RemovePrefix,
            "removesuffix" => StrFn::RemoveSuffix,
            _ => return None,
        };
        let arity_ok = match f {
            StrFn::Strip(_) | StrFn::ExpandTabs => n_args <= 1,
            StrFn::Find | StrFn::RFind | StrFn::Count => (1..=3).contains(&n_args),
            StrFn::Zfill | StrFn::RemovePrefix | StrFn::RemoveSuffix => n_args == 1,
            StrFn::Less => n_args == 1,
            StrFn::Repeat => n_args == 1,
            StrFn::Replace => n_args == 2 || n_args == 3,
            StrFn::Justify(_) => n_args == 1 || n_args == 2,
            _ => n_args == 0,
        };
        arity_ok.then_some(f)
    }
}

/// `s.name(args)` for the methods of str minipy reads, the receiver first in
/// `args` (the type checker lets no other through); the exception CPython raises
/// where there is no value.
pub fn method(name: &str, args: &[crate::value::Value]) -> Result<crate::value::Value, crate::ast::ExcKind> {
    use crate::value::Value;
    let s = args[0].as_str();
    match name {
        "startswith" => Ok(Value::Bool(s.starts_with(args[1].as_str()))),
        "endswith" => Ok(Value::Bool(s.ends_with(args[1].as_str()))),
        "split" | "rsplit" | "splitlines" => {
            let (splitter, rest) = splitter_of(name, &args[1..]);
            let mut cut_args = vec![args[0].clone()];
            cut_args.extend(rest.iter().cloned());
            let parts = cut(splitter, &cut_args)?;
            Ok(Value::list_of(parts.into_iter().map(Value::str_of).collect(), crate::ast::Elem::Str))
        }
        "join" => {
            let Value::List(items) = &args[1] else { unreachable!("the type checker allows a list[str] only") };
            let items = items.values();
            let items: Vec<&[u32]> = items.iter().map(Value::as_str).collect();
            Ok(Value::str_of(crate::str_split::join(s, &items)))
        }
        _ => {
            let f = StrFn::method(name, args.len() - 1).expect("the type checker allows only the str methods StrFn names");
            let v = apply(f, args)?;
            // `index`, `rindex`: `find`'s -1 is a ValueError.
            if matches!(name, "index" | "rindex") && v == Value::int(-1) {
                return Err(crate::ast::ExcKind::ValueError);
            }
            Ok(v)
        }
    }
}

/// `f` applied to `args` (receiver first); the exception CPython raises where it
/// has no value.
pub fn apply(f: StrFn, args: &[crate::value::Value]) -> Result<crate::value::Value, crate::ast::ExcKind> {
    use crate::ast::ExcKind;
    use crate::value::Value;
    let text = |k: usize| args[k].as_str();
    let int = |k: usize| args[k].to_int();
    Ok(match f {
        StrFn::Upper => Value::str_of(upper(text(0))),
        StrFn::Lower => Value::str_of(lower(text(0))),
        StrFn::Swapcase => Value::str_of(swapcase(text(0))),
        StrFn::Title => Value::str_of(title(text(0))),
        StrFn::Capitalize => Value::str_of(capitalize(text(0))),
        StrFn::Is(class) => Value::Bool(is_all(class, text(0))),
        StrFn::IsUpper => Value::Bool(is_upper_str(text(0))),
        StrFn::IsAscii => Value::Bool(text(0).iter().all(|&c| c < 128)),
        StrFn::IsLower => Value::Bool(is_lower_str(text(0))),
        StrFn::IsTitle => Value::Bool(is_title_str(text(0))),
        StrFn::IsPrintable => Value::Bool(is_printable_str(text(0))),
        StrFn::IsIdentifier => Value::Bool(is_identifier(text(0))),
        StrFn::Casefold => Value::str_of(casefold(text(0))),
        StrFn::ExpandTabs => {
            let tabsize = match args.get(1) {
                None => 8,
                Some(v) => v.to_int().to_i32().ok_or(ExcKind::OverflowError)?,
            };
            Value::str_of(expand_tabs(text(0), tabsize))
        }
        StrFn::Strip(ends) => Value::str_of(strip(text(0), args.get(1).map(|c| c.as_str()), ends)),
        StrFn::Find | StrFn::RFind | StrFn::Count => {
            // `s.find(sub, start, end)` searches `s[start:end]` (slice bounds) and
            // answers positions in `s`.
            let s = text(0);
            let len = BigInt::from(s.len());
            // CPython: a start past the end, or after the end, finds nothing (not
            // even ''), though a slice there would be empty.
            let start = match args.get(2).map(|v| v.to_int()) {
                None => BigInt::zero(),
                Some(v) if v.is_negative() => (v + &len).max(BigInt::zero()),
                Some(v) => v,
            };
            let hi = crate::value::slice_bound(args.get(3).map(|v| v.as_int()), s.len(), s.len());
            if start > len || start > BigInt::from(hi) {
                return Ok(Value::int(if f == StrFn::Count { 0 } else { -1 }));
            }
            let lo = start.to_usize().expect("within the length");
            let window = &s[lo..hi];
            Value::int(match f {
                StrFn::Count => count(window, text(1)),
                _ => match find(window, text(1), f == StrFn::RFind) {
                    -1 => -1,
                    i => i + lo as i64,
                },
            })
        }
        StrFn::Less => Value::Bool(text(0) < text(1)),
        StrFn::Repeat => {
            let n = int(1).to_usize().unwrap_or(0);
            Value::str_of(text(0).repeat(n))
        }
        StrFn::Replace => Value::str_of(replace(text(0), text(1), text(2), args.get(3).map(|n| n.to_int()).as_ref())),
        StrFn::Justify(how) => {
            let fill = match args.get(2).map(|c| c.as_str()) {
                None => ' ' as u32,
                Some([c]) => *c,
                Some(_) => return Err(ExcKind::TypeError),
            };
            Value::str_of(justify(text(0), &int(1), fill, how))
        }
        StrFn::Zfill => Value::str_of(zfill(text(0), &int(1))),
        StrFn::RemovePrefix => Value::str_of(text(0).strip_prefix(text(1)).unwrap_or(text(0)).to_vec()),
        StrFn::RemoveSuffix => Value::str_of(text(0).strip_suffix(text(1)).unwrap_or(text(0)).to_vec()),
        StrFn::FromInt => match &args[0] {
            Value::Bool(b) => Value::str(if *b { "True" } else { "False" }),
            Value::Str(s) => Value::Str(s.clone()),
            other => Value::str_of(from_int(&other.to_int()).ok_or(ExcKind::ValueError)?),
        },
        // `int(s)` or `int(s, base)` (the base guarded: 0 or 2..=36).
        StrFn::ToInt | StrFn::IsIntLiteral => {
            let base = match args.get(1) {
                None => 10,
                Some(b) => b.to_int().to_u32().filter(|&b| b == 0 || (2..=36).contains(&b)).ok_or(ExcKind::ValueError)?,
            };
            let v = to_int_base(text(0), base);
            match f {
                StrFn::IsIntLiteral => Value::Bool(v.is_some()),
                _ => Value::Int(v.ok_or(ExcKind::ValueError)?),
            }
        }
        StrFn::Parts(splitter, half) => {
            let parts = cut(splitter, args)?;
            let refs: Vec<&[u32]> = parts.iter().map(Vec::as_slice).collect();
            let (ends, chars) = crate::str_split::halves(&refs);
            match half {
                Half::Ends => Value::tuple(ends.into_iter().map(BigInt::from).collect()),
                Half::Chars => Value::str_of(chars),
            }
        }
        StrFn::StepSlice(has_lo, has_hi) => {
            let mut k = 1;
            let mut bound = |given: bool| {
                given.then(|| {
                    k += 1;
                    int(k - 1)
                })
            };
            let (lo, hi) = (bound(has_lo), bound(has_hi));
            let step = int(k);
            Value::str_of(step_slice(text(0), lo.as_ref(), hi.as_ref(), &step).ok_or(ExcKind::ValueError)?)
        }
        StrFn::Format(how) | StrFn::FormatFailure(how) => {
            // The format string of `fmt.format` and the spec of `format(v, spec)` are
            // plain strs; the values are encoded (`format_operand`).
            let plain = |k: usize| match how {
                Formatting::Method => k == 0,
                Formatting::Builtin => k == 1,
            };
            let encoded: Option<Vec<crate::str_format::Arg>> = args
                .iter()
                .enumerate()
                .map(|(k, v)| if plain(k) { Some(crate::str_format::Arg::Str(v.as_str().to_vec())) } else { format_arg(v.as_str()) })
                .collect();
            let outcome = match encoded {
                Some(values) => format(how, &values),
                None => Err(crate::str_format::FormatError::Unsupported),
            };
            match (f, outcome) {
                (StrFn::FormatFailure(_), outcome) => Value::int(failure_code(&outcome)),
                (_, Ok(text)) => Value::str_of(text),
                (_, Err(_)) => return Err(ExcKind::ValueError),
            }
        }
        StrFn::Radix(base) => {
            let i = int(0);
            let prefix = match base {
                2 => "0b",
                8 => "0o",
                _ => "0x",
            };
            let sign = if i.is_negative() { "-" } else { "" };
            Value::str(&format!("{sign}{prefix}{}", i.magnitude().to_str_radix(u32::from(base))))
        }
        StrFn::Join => {
            let ends: Vec<usize> = text(1).iter().map(|&e| e as usize).collect();
            // Two sequences no list of strs is come from no run; they have no join.
            let items = crate::str_split::items_of(&ends, text(2)).ok_or(ExcKind::TypeError)?;
            Value::str_of(crate::str_split::join(text(0), &items))
        }
    })
}

/// How the method `name` (`split`, `rsplit`, `splitlines`) with the arguments
/// `args` (the receiver left out) cuts, and the arguments `cut` takes after the
/// receiver: a separator `None` (or none given) splits at whitespace.
pub fn splitter_of<'a, T>(name: &str, args: &'a [T]) -> (Splitter, &'a [T])
where
    T: SepArg,
{
    if name == "splitlines" {
        return (Splitter::Lines, args);
    }
    let right = name == "rsplit";
    match args.first() {
        Some(sep) if !sep.is_none_sep() => (Splitter::Split { right, by_space: false }, args),
        Some(_) => (Splitter::Split { right, by_space: true }, &args[1..]),
        None => (Splitter::Split { right, by_space: true }, args),
    }
}

/// A separator as given to `split`: a value, or an expression of the program.
pub trait SepArg {
    fn is_none_sep(&self) -> bool;
}

impl SepArg for crate::value::Value {
    fn is_none_sep(&self) -> bool {
        *self == crate::value::Value::None
    }
}

impl SepArg for crate::ast::Expr {
    fn is_none_sep(&self) -> bool {
        matches!(self.kind, crate::ast::ExprKind::NoneLit)
    }
}

/// The strs `splitter` cuts from `args[0]` (the rest of `args` as `StrFn::Parts`
/// says); CPython's ValueError for an empty separator.
pub fn cut(splitter: Splitter, args: &[crate::value::Value]) -> Result<Vec<Vec<u32>>, crate::ast::ExcKind> {
    let s = args[0].as_str();
    let maxsplit = |k: usize| args.get(k).map_or(-1, |v| v.to_int().to_i64().unwrap_or(if v.to_int().is_negative() { -1 } else { i64::MAX }));
    Ok(match splitter {
        Splitter::Split { right, by_space: true } => crate::str_split::split(s, None, maxsplit(1), right),
        Splitter::Split { right, by_space: false } => {
            let sep = args[1].as_str();
            if sep.is_empty() {
                return Err(crate::ast::ExcKind::ValueError);
            }
            crate::str_split::split(s, Some(sep), maxsplit(2), right)
        }
        Splitter::Lines => crate::str_split::split_lines(s, args.get(1).is_some_and(|k| k.truthy())),
        Splitter::Chars => s.iter().map(|&c| vec![c]).collect(),
    })
}
