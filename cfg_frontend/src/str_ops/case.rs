//! Unicode's character classes and case mappings as CPython has them (its tables,
//! read into `unicode_tables`): what `str.isspace()` and the other predicates test
//! and what the full case mappings of `upper()`, `lower()`, `title()` and the
//! others make.

use crate::unicode_tables as tables;

/// The one of the sorted, disjoint `ranges` that holds `c`.
pub(super) fn range_of(ranges: &[(u32, u32)], c: u32) -> Option<usize> {
    ranges.binary_search_by(|&(lo, hi)| if hi < c { std::cmp::Ordering::Less } else if lo > c { std::cmp::Ordering::Greater } else { std::cmp::Ordering::Equal }).ok()
}

/// Whether `c` lies in one of the sorted `ranges`.
fn in_class(ranges: &[(u32, u32)], c: u32) -> bool {
    range_of(ranges, c).is_some()
}

/// The full mapping of `c` in `table` (itself where the table has none).
fn mapped(table: &[(u32, &'static [u32])], c: u32, out: &mut Vec<u32>) {
    match table.binary_search_by_key(&c, |&(k, _)| k) {
        Ok(i) => out.extend_from_slice(table[i].1),
        Err(_) => out.push(c),
    }
}

pub fn is_space(c: u32) -> bool {
    in_class(tables::SPACE, c)
}

fn is_cased(c: u32) -> bool {
    in_class(tables::CASED, c)
}

fn is_case_ignorable(c: u32) -> bool {
    in_class(tables::CASE_IGNORABLE, c)
}

fn is_upper(c: u32) -> bool {
    in_class(tables::UPPER, c)
}

fn is_lower(c: u32) -> bool {
    in_class(tables::LOWER, c)
}

fn is_title(c: u32) -> bool {
    in_class(tables::TITLE, c)
}

/// A character class of the str predicates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Class {
    Space,
    Alpha,
    Decimal,
    Digit,
    Numeric,
    Alnum,
}

fn in_str_class(class: Class, c: u32) -> bool {
    match class {
        Class::Space => is_space(c),
        Class::Alpha => in_class(tables::ALPHA, c),
        Class::Decimal => in_class(tables::DECIMAL, c),
        Class::Digit => in_class(tables::DIGIT, c),
        Class::Numeric => in_class(tables::NUMERIC, c),
        Class::Alnum => [tables::ALPHA, tables::DECIMAL, tables::DIGIT, tables::NUMERIC].iter().any(|t| in_class(t, c)),
    }
}

/// `s.isspace()`, `s.isalpha()`, ...: not empty, and every character in the class.
pub fn is_all(class: Class, s: &[u32]) -> bool {
    !s.is_empty() && s.iter().all(|&c| in_str_class(class, c))
}

/// `s.isupper()`: a cased character at least, and none lowercase or titlecase.
pub fn is_upper_str(s: &[u32]) -> bool {
    let mut cased = false;
    for &c in s {
        if is_lower(c) || is_title(c) {
            return false;
        }
        cased |= is_upper(c);
    }
    cased
}

/// `s.islower()`.
pub fn is_lower_str(s: &[u32]) -> bool {
    let mut cased = false;
    for &c in s {
        if is_upper(c) || is_title(c) {
            return false;
        }
        cased |= is_lower(c);
    }
    cased
}

const CAPITAL_SIGMA: u32 = 0x3A3;

/// The lowercase of `s[i]`, with CPython's rule for a capital sigma: final (`ς`)
/// after a cased character and before none (case-ignorable ones skipped).
fn lower_at(s: &[u32], i: usize, out: &mut Vec<u32>) {
    if s[i] != CAPITAL_SIGMA {
        return mapped(tables::TO_LOWER, s[i], out);
    }
    let before = s[..i].iter().rev().find(|&&c| !is_case_ignorable(c)).is_some_and(|&c| is_cased(c));
    let after = s[i + 1..].iter().find(|&&c| !is_case_ignorable(c)).is_some_and(|&c| is_cased(c));
    out.push(if before && !after { 0x3C2 } else { 0x3C3 });
}

pub fn upper(s: &[u32]) -> Vec<u32> {
    let mut out = Vec::with_capacity(s.len());
    for &c in s {
        mapped(tables::TO_UPPER, c, &mut out);
    }
    out
}

pub fn lower(s: &[u32]) -> Vec<u32> {
    let mut out = Vec::with_capacity(s.len());
    for i in 0..s.len() {
        lower_at(s, i, &mut out);
    }
    out
}

pub fn swapcase(s: &[u32]) -> Vec<u32> {
    let mut out = Vec::with_capacity(s.len());
    for (i, &c) in s.iter().enumerate() {
        if is_upper(c) {
            lower_at(s, i, &mut out);
        } else if is_lower(c) {
            mapped(tables::TO_UPPER, c, &mut out);
        } else {
            out.push(c);
        }
    }
    out
}

/// `s.title()`: titlecase after an uncased character, lowercase after a cased one.
pub fn title(s: &[u32]) -> Vec<u32> {
    let mut out = Vec::with_capacity(s.len());
    let mut previous_cased = false;
    for (i, &c) in s.iter().enumerate() {
        if previous_cased {
            lower_at(s, i, &mut out);
        } else {
            mapped(tables::TO_TITLE, c, &mut out);
        }
        previous_cased = is_cased(c);
    }
    out
}

/// `s.capitalize()` (Python 3.8 on): the first character titlecased, the rest lowered.
pub fn capitalize(s: &[u32]) -> Vec<u32> {
    let mut out = Vec::with_capacity(s.len());
    for i in 0..s.len() {
        if i == 0 {
            mapped(tables::TO_TITLE, s[0], &mut out);
        } else {
            lower_at(s, i, &mut out);
        }
    }
    out
}

/// `s.casefold()`: CPython's full case folding, character by character (it has no
/// context: `'ß'` folds to `'ss'`, and a capital sigma to `'σ'` wherever it stands).
pub fn casefold(s: &[u32]) -> Vec<u32> {
    let mut out = Vec::with_capacity(s.len());
    for &c in s {
        mapped(tables::TO_FOLDED, c, &mut out);
    }
    out
}

/// `s.expandtabs(tabsize)`: each tab becomes the spaces to the next multiple of
/// `tabsize` columns (none where `tabsize <= 0`); only `\n` and `\r` start a new
/// line, though `splitlines` cuts at others too (`\x0b`, `\x1c`, `\x85`, ...).
pub fn expand_tabs(s: &[u32], tabsize: i32) -> Vec<u32> {
    let tabsize = i64::from(tabsize);
    let mut out = Vec::with_capacity(s.len());
    let mut column: i64 = 0;
    for &c in s {
        if c == '\t' as u32 {
            if tabsize > 0 {
                let spaces = tabsize - column % tabsize;
                out.extend(std::iter::repeat_n(' ' as u32, spaces as usize));
                column += spaces;
            }
        } else {
            out.push(c);
            column = if c == '\n' as u32 || c == '\r' as u32 { 0 } else { column + 1 };
        }
    }
    out
}

/// `s.isprintable()`: no character of `s` is one `repr` escapes (true of `''`).
pub fn is_printable_str(s: &[u32]) -> bool {
    s.iter().all(|&c| in_class(tables::PRINTABLE, c))
}

/// `s.istitle()`, CPython's `unicode_istitle`: a cased character at least; an
/// uppercase or titlecase character only after an uncased one, a lowercase one
/// only after a cased one (whatever is neither makes the next "after an uncased
/// one": no case-ignorable characters are skipped, unlike `lower`'s sigma).
pub fn is_title_str(s: &[u32]) -> bool {
    let mut cased = false;
    let mut previous_cased = false;
    for &c in s {
        if is_upper(c) || is_title(c) {
            if previous_cased {
                return false;
            }
            previous_cased = true;
            cased = true;
        } else if is_lower(c) {
            if !previous_cased {
                return false;
            }
            previous_cased = true;
            cased = true;
        } else {
            previous_cased = false;
        }
    }
    cased
}

/// `s.isidentifier()`, CPython's `PyUnicode_IsIdentifier`: not empty, the first
/// character XID_Start or `_`, the rest XID_Continue; no NFKC normalisation (the
/// parser's), and keywords are identifiers too.
pub fn is_identifier(s: &[u32]) -> bool {
    match s.split_first() {
        None => false,
        Some((&first, rest)) => (first == '_' as u32 || in_class(tables::XID_START, first)) && rest.iter().all(|&c| in_class(tables::XID_CONTINUE, c)),
    }
}
