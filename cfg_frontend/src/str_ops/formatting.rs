//! How `StrFn::Format` hands a format its values: the tags of the operands the
//! lowering encodes (`FORMAT_*`), their decoding, the failure codes the lowering
//! guards with, and where a format's outcome is known for every value.

use super::*;

/// Which formatting a `StrFn::Format` is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Formatting {
    /// `fmt.format(*args)`.
    Method,
    /// `format(value, spec)`.
    Builtin,
}

/// `StrFn::FormatFailure`'s answers.
pub const FORMAT_OK: i64 = 0;
pub const FORMAT_UNSUPPORTED: i64 = 1;
/// The exceptions a format raises, by the code `FormatFailure` gives them.
pub const FORMAT_EXCEPTIONS: [(i64, crate::ast::ExcKind); 4] = [
    (2, crate::ast::ExcKind::ValueError),
    (3, crate::ast::ExcKind::IndexError),
    (4, crate::ast::ExcKind::KeyError),
    (5, crate::ast::ExcKind::TypeError),
];

/// The tags of a formatted value's encoding (`format_operand`): the value's type,
/// then None: nothing, a bool: 1 or 0, an int: its decimal digits, a str: its code
/// points. Every item is a code point, so the solver and the folding read it as a
/// str; the digits keep ints of any size.
pub const FORMAT_NONE: u32 = 0;
pub const FORMAT_BOOL: u32 = 1;
pub const FORMAT_INT: u32 = 2;
pub const FORMAT_STR: u32 = 3;

/// A value as `format_operand` encodes it, back (`None`: no such encoding).
pub(super) fn format_arg(encoded: &[u32]) -> Option<crate::str_format::Arg> {
    use crate::str_format::Arg;
    let (&tag, rest) = encoded.split_first()?;
    Some(match tag {
        FORMAT_NONE if rest.is_empty() => Arg::None,
        FORMAT_BOOL if rest.len() == 1 => Arg::Bool(rest[0] != 0),
        FORMAT_INT => {
            let text: String = rest.iter().map(|&c| char::from_u32(c)).collect::<Option<String>>()?;
            Arg::Int(text.parse().ok()?)
        }
        FORMAT_STR => Arg::Str(rest.to_vec()),
        _ => return None,
    })
}

/// What a format gives, from values (`str_format`'s meaning on minipy's values).
pub fn format(how: Formatting, args: &[crate::str_format::Arg]) -> Result<Vec<u32>, crate::str_format::FormatError> {
    use crate::str_format::{format_str, format_value, Arg, FormatError};
    match (how, args) {
        (Formatting::Method, [Arg::Str(fmt), rest @ ..]) => format_str(fmt, rest),
        (Formatting::Builtin, [v]) => format_value(v, &[]),
        (Formatting::Builtin, [v, Arg::Str(spec)]) => format_value(v, spec),
        _ => Err(FormatError::Unsupported),
    }
}

/// The code `StrFn::FormatFailure` gives a format's outcome.
pub(super) fn failure_code(outcome: &Result<Vec<u32>, crate::str_format::FormatError>) -> i64 {
    let kind = match outcome {
        Ok(_) => return FORMAT_OK,
        Err(e) => e.exception(),
    };
    kind.and_then(|kind| FORMAT_EXCEPTIONS.iter().find(|(_, k)| *k == kind)).map_or(FORMAT_UNSUPPORTED, |(c, _)| *c)
}

/// The code `FormatFailure` gives for every value of operands of the types
/// `tags` (`FORMAT_NONE`, ...), formatted by the plain str `plain` (the format
/// string of `fmt.format`, the spec of `format(v, spec)`); `None` where it may
/// depend on the values. It does not when no spec asks for a presentation that
/// fails on some ints only (`c`: a code point; `e`, `f`, `g`, `%`: a float CPython
/// cannot hold) and none nests a field (`{:{w}}`): a str is laid out whatever it
/// holds, an int within CPython's digit limit (the lowering stops the search at
/// longer ones) in any of the other presentations, and None and bools have one and
/// two values, all of which are tried.
pub fn failure_code_for_all(how: Formatting, plain: &[u32], tags: &[u32]) -> Option<i64> {
    let specs_fixed = match how {
        Formatting::Builtin => !holds_any(plain, "ceEfFgG%{"),
        Formatting::Method => fields_fixed(plain),
    };
    if !specs_fixed {
        return None;
    }
    // Values of each type, taken together by index (bools both ways).
    let sample = |tag: u32, j: usize| -> Option<crate::str_format::Arg> {
        use crate::str_format::Arg;
        Some(match tag {
            FORMAT_NONE => Arg::None,
            FORMAT_BOOL => Arg::Bool(j % 2 == 1),
            FORMAT_INT => Arg::Int([BigInt::zero(), BigInt::from(-7), BigInt::from(10).pow(20)][j % 3].clone()),
            FORMAT_STR => Arg::Str([vec![], vec!['a' as u32, 'b' as u32], vec![0xDF, '\n' as u32, '{' as u32]][j % 3].clone()),
            _ => return None,
        })
    };
    let mut codes = (0..6).map(|j| -> Option<i64> {
        let values: Option<Vec<crate::str_format::Arg>> = tags.iter().map(|&t| sample(t, j)).collect();
        let mut args = values?;
        let plain_arg = crate::str_format::Arg::Str(plain.to_vec());
        match how {
            Formatting::Method => args.insert(0, plain_arg),
            Formatting::Builtin => args.push(plain_arg),
        }
        Some(failure_code(&format(how, &args)))
    });
    let first = codes.next()??;
    codes.all(|c| c == Some(first)).then_some(first)
}

/// The replacement fields of the format string `fmt` (the text between each `{`
/// that is no `{{` and the next `}`), up to the first that is not closed, and
/// whether every one is.
fn replacement_fields(fmt: &[u32]) -> (Vec<&[u32]>, bool) {
    let mut fields = Vec::new();
    let mut i = 0;
    while i < fmt.len() {
        let c = fmt[i];
        if (c == '{' as u32 || c == '}' as u32) && fmt.get(i + 1) == Some(&c) {
            i += 2;
            continue;
        }
        if c == '{' as u32 {
            let Some(len) = fmt[i + 1..].iter().position(|&c| c == '}' as u32) else { return (fields, false) };
            fields.push(&fmt[i + 1..i + 1 + len]);
            i += len + 2;
            continue;
        }
        i += 1;
    }
    (fields, true)
}

/// Whether `text` holds one of `chars`.
fn holds_any(text: &[u32], chars: &str) -> bool {
    text.iter().any(|&c| char::from_u32(c).is_some_and(|c| chars.contains(c)))
}

/// Whether a format (the format string of `fmt.format` with `n` operands, the spec
/// of `format(v, spec)`) shows every int operand in decimal, where past CPython's
/// digit limit it raises ValueError: for `fmt.format`, `n` replacement fields,
/// each `{}` or `{k}` for the k-th, with or without a conversion and a spec (so the
/// k-th field shows the k-th operand); none, nor the spec, in binary, octal or hex.
pub fn ints_in_decimal(how: Formatting, plain: &[u32], n: usize) -> bool {
    if how == Formatting::Builtin {
        return !holds_any(plain, "bBoxX");
    }
    let (fields, closed) = replacement_fields(plain);
    let in_order = fields.iter().enumerate().all(|(k, field)| {
        let name_ends = field.iter().position(|&c| c == ':' as u32 || c == '!' as u32).unwrap_or(field.len());
        // `{}`, or `{k}` for the k-th field (an f-string's fields are numbered).
        (name_ends == 0 || field[..name_ends].iter().copied().eq(k.to_string().chars().map(u32::from))) && !holds_any(field, "bBoxX{")
    });
    closed && in_order && fields.len() == n
}

/// Whether no replacement field of the format string `fmt` nests a field or has a
/// spec with a presentation that fails on some values only (see
/// `failure_code_for_all`; a fill character of those letters is refused too).
fn fields_fixed(fmt: &[u32]) -> bool {
    replacement_fields(fmt).0.iter().all(|field| {
        let spec_fixed = field.iter().position(|&c| c == ':' as u32).is_none_or(|colon| !holds_any(&field[colon + 1..], "ceEfFgG%"));
        !field.contains(&('{' as u32)) && spec_fixed
    })
}

/// A Python value as a format's argument (the interpreter's values).
pub fn format_arg_of(v: &crate::value::Value) -> Option<crate::str_format::Arg> {
    use crate::str_format::Arg;
    use crate::value::Value;
    Some(match v {
        Value::Int(i) => Arg::Int(i.clone()),
        Value::Bool(b) => Arg::Bool(*b),
        Value::Str(s) => Arg::Str(s.to_vec()),
        Value::None => Arg::None,
        _ => return None,
    })
}
