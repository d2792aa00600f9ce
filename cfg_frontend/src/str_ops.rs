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

/// The one of the sorted, disjoint `ranges` that holds `c`.
fn range_of(ranges: &[(u32, u32)], c: u32) -> Option<usize> {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn s(text: &str) -> Vec<u32> {
        text.chars().map(u32::from).collect()
    }

    #[test]
    fn unicode_as_cpython_reads_it() {
        assert_eq!(upper(&s("ßa")), s("SSA"));
        assert!(is_all(Class::Space, &s("\x1c\u{a0} ")));
        assert!(is_all(Class::Digit, &s("²")) && !is_all(Class::Decimal, &s("²")));
        assert_eq!(to_int(&s("²")), None);
        assert_eq!(to_int(&s(" -1_000 ")), Some(BigInt::from(-1000)));
        assert_eq!(to_int(&s("٣")), Some(BigInt::from(3)));
        assert_eq!(to_int(&s("1__0")), None);
        assert_eq!(lower(&s("AΣ")), s("aς"));
        assert_eq!(lower(&s("Σ")), s("σ"));
        assert_eq!(lower(&s("İ")), s("i\u{307}"));
        assert_eq!(title(&s("hello wORLD")), s("Hello World"));
        assert_eq!(capitalize(&s("hELLO")), s("Hello"));
        assert!(is_upper_str(&s("A1")) && !is_upper_str(&s("1")) && is_lower_str(&s("a1")));
    }

    #[test]
    fn searching_replacing_and_padding() {
        assert_eq!(find(&s("abcabc"), &s("bc"), false), 1);
        assert_eq!(find(&s("abcabc"), &s("bc"), true), 4);
        assert_eq!(find(&s("ab"), &s(""), true), 2);
        assert_eq!(count(&s("aaaa"), &s("aa")), 2);
        assert_eq!(count(&s("abc"), &s("")), 4);
        assert_eq!(replace(&s("ab"), &s(""), &s("-"), None), s("-a-b-"));
        assert_eq!(replace(&s("aaa"), &s("a"), &s("b"), Some(&BigInt::from(2))), s("bba"));
        assert_eq!(justify(&s("ab"), &BigInt::from(5), ' ' as u32, Justify::Center), s("  ab "));
        assert_eq!(justify(&s("a"), &BigInt::from(4), ' ' as u32, Justify::Center), s(" a  "));
        assert_eq!(zfill(&s("-5"), &BigInt::from(4)), s("-005"));
        assert_eq!(strip(&s(" \u{a0}x\x1c"), None, Ends::Both), s("x"));
        assert_eq!(strip(&s("xxaxx"), Some(&s("x")), Ends::Left), s("axx"));
    }

    #[test]
    fn casefold_as_cpython_folds() {
        // CPython's answers (3.11, Unicode 14).
        let cases: &[(&str, &str)] = &[
            ("ßẞ", "ssss"),
            // No final sigma: folding has no context, unlike `lower`.
            ("ΣAΣ", "σaσ"),
            ("ς", "σ"),
            ("İ", "i\u{307}"),
            ("ﬁ", "fi"),
            ("ŉ", "\u{2bc}n"),
            ("ᾈ", "ἀι"),
            ("\u{345}", "ι"),
            // Cherokee folds to its uppercase; `lower` goes the other way.
            ("ꭰᏸ", "ᎠᏰ"),
            ("Ꭰ", "Ꭰ"),
            ("\u{212a}", "k"),
            ("ſ", "s"),
            ("µ", "μ"),
            ("ǅǱ", "ǆǳ"),
            ("\u{10400}\u{1E900}", "\u{10428}\u{1E922}"),
            ("", ""),
        ];
        for (text, folded) in cases {
            assert_eq!(casefold(&s(text)), s(folded), "{text:?}.casefold()");
        }
        assert_eq!(lower(&s("Ꭰ")), s("ꭰ"));
        // A lone surrogate folds to itself.
        assert_eq!(casefold(&[0xD800]), vec![0xD800]);
    }

    #[test]
    fn expandtabs_as_cpython_expands() {
        let cases: &[(&str, i32, &str)] = &[
            ("a\tb", 8, "a       b"),
            ("ab\tc\nx\ty", 4, "ab  c\nx   y"),
            ("a\r\tb", 3, "a\r   b"),
            // Only `\n` and `\r` start a column afresh: not the other line breaks.
            ("a\x0b\tb", 4, "a\x0b  b"),
            ("a\x0c\tb", 4, "a\x0c  b"),
            ("a\x1c\tb", 4, "a\x1c  b"),
            ("a\u{85}\tb", 4, "a\u{85}  b"),
            ("a\u{2028}\tb", 4, "a\u{2028}  b"),
            ("\t\t", 0, ""),
            ("\t\t", -3, ""),
            ("a\tb", 1, "a b"),
            ("\t", i32::MIN, ""),
            // A column is a code point, however wide it prints.
            ("ß\t", 3, "ß  "),
            ("\u{1F600}\t", 4, "\u{1F600}   "),
            ("", 4, ""),
        ];
        for (text, size, expanded) in cases {
            assert_eq!(expand_tabs(&s(text), *size), s(expanded), "{text:?}.expandtabs({size})");
        }
    }

    #[test]
    fn isprintable_as_cpython_reads_it() {
        let printable = ["", " ", "a b", "ß", "\u{1F600}"];
        let not = ["\t", "\n", "\x7f", "\u{a0}", "\u{ad}", "\u{2028}", "\u{3000}", "\u{378}", "\u{e000}", "\u{E0001}", "\u{200b}", "\u{61c}", "a\u{a0}b"];
        for text in printable {
            assert!(is_printable_str(&s(text)), "{text:?}.isprintable()");
        }
        for text in not {
            assert!(!is_printable_str(&s(text)), "not {text:?}.isprintable()");
        }
        assert!(!is_printable_str(&[0xD800]));
    }

    #[test]
    fn istitle_as_cpython_reads_it() {
        let titled = ["A", "ǅ", "ǅa", "Ab Cd", "A1B", "A\u{345}", "Aʰ", "Σα", "ᾈ", "ᾈa", "Ⅰ", "Ⅰⅰ", "Aⅰ", "Ab1"];
        // A combining accent or a modifier letter apostrophe is uncased, and not
        // skipped: the lowercase letter after it follows an uncased character.
        let not = ["", "a", "AB", "ΣΑ", "ǅǅ", "1", "A_b", "A\u{301}b", "A\u{2bc}b", "ﬁ", "ⅰ", "ʰ", " "];
        for text in titled {
            assert!(is_title_str(&s(text)), "{text:?}.istitle()");
        }
        for text in not {
            assert!(!is_title_str(&s(text)), "not {text:?}.istitle()");
        }
        // What `title()` makes of a combining accent, `istitle()` agrees with.
        assert_eq!(title(&s("A\u{301}b")), s("A\u{301}B"));
        assert!(is_title_str(&title(&s("A\u{301}b"))));
    }

    #[test]
    fn isidentifier_as_cpython_reads_it() {
        let yes = [
            "_", "__init__", "def", "None", "a1", "a٣", "ℌ", "ª", "a·", "a\u{387}", "a\u{ff9e}", "℘", "℮", "Ⅰ", "ﬁ", "\u{1D400}", "ǅ", "\u{1885}", "a\u{19da}", "a\u{345}", "a\u{E0100}",
        ];
        // No NFKC normalisation: '²' and '゛' are not XID characters, though the
        // parser's normalisation would make something of them. ZWNJ, ZWJ and the
        // katakana middle dot continue identifiers only from Unicode 15.1 on.
        let no = [
            "", "1a", "a²", "²", "٣", "·", "\u{387}", "\u{37a}", "\u{309b}", "a\u{309b}", "\u{ff9e}", "\u{2e2f}", "a-b", "a b", "\u{19da}", "\u{345}", "\u{fc5e}", "\u{fdfa}", "\u{200c}", "a\u{200c}", "a\u{200d}", "\u{E0100}", "\u{30fb}", "a\u{30fb}", "a\u{ff65}", "$",
        ];
        for text in yes {
            assert!(is_identifier(&s(text)), "{text:?}.isidentifier()");
        }
        for text in no {
            assert!(!is_identifier(&s(text)), "not {text:?}.isidentifier()");
        }
        assert!(!is_identifier(&[0xD800]) && !is_identifier(&[0x61, 0xD800]));
    }

    #[test]
    fn the_new_methods_as_str_fns() {
        use crate::ast::{ExcKind, Type};
        use crate::value::Value;
        let str_of = |text: &str| Value::str_of(s(text));
        for (name, n_args, f, ty) in [
            ("casefold", 0, StrFn::Casefold, Type::Str),
            ("expandtabs", 0, StrFn::ExpandTabs, Type::Str),
            ("expandtabs", 1, StrFn::ExpandTabs, Type::Str),
            ("isprintable", 0, StrFn::IsPrintable, Type::Bool),
            ("istitle", 0, StrFn::IsTitle, Type::Bool),
            ("isidentifier", 0, StrFn::IsIdentifier, Type::Bool),
        ] {
            assert_eq!(StrFn::method(name, n_args), Some(f));
            assert_eq!(f.name(), name);
            assert_eq!(f.result(), ty);
        }
        assert_eq!(StrFn::method("expandtabs", 2), None);
        assert_eq!(StrFn::method("casefold", 1), None);
        assert_eq!(StrFn::method("isidentifier", 1), None);
        assert_eq!(apply(StrFn::ExpandTabs, &[str_of("a\tb")]), Ok(str_of("a       b")));
        assert_eq!(apply(StrFn::ExpandTabs, &[str_of("a\tb"), Value::Bool(true)]), Ok(str_of("a b")));
        assert_eq!(apply(StrFn::ExpandTabs, &[str_of("a\tb"), Value::int(-1)]), Ok(str_of("ab")));
        // The tabsize is a C int, tabs or none.
        assert_eq!(apply(StrFn::ExpandTabs, &[str_of("ab"), Value::int(i64::from(i32::MAX))]), Ok(str_of("ab")));
        assert_eq!(apply(StrFn::ExpandTabs, &[str_of("ab"), Value::int(i64::from(i32::MIN))]), Ok(str_of("ab")));
        assert_eq!(apply(StrFn::ExpandTabs, &[str_of("ab"), Value::int(i64::from(i32::MAX) + 1)]), Err(ExcKind::OverflowError));
        assert_eq!(apply(StrFn::ExpandTabs, &[str_of("ab"), Value::int(i64::from(i32::MIN) - 1)]), Err(ExcKind::OverflowError));
        assert!(EXPANDTABS_TABSIZE.contains(&i64::from(i32::MIN)) && !EXPANDTABS_TABSIZE.contains(&(1 << 31)));
        assert_eq!(apply(StrFn::Casefold, &[str_of("Straße")]), Ok(str_of("strasse")));
        assert_eq!(apply(StrFn::IsIdentifier, &[str_of("def")]), Ok(Value::Bool(true)));
        assert_eq!(apply(StrFn::IsPrintable, &[str_of("")]), Ok(Value::Bool(true)));
        assert_eq!(apply(StrFn::IsTitle, &[str_of("")]), Ok(Value::Bool(false)));
        assert_eq!(method("expandtabs", &[str_of("\t"), Value::int(2)]), Ok(str_of("  ")));
    }
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
fn format_arg(encoded: &[u32]) -> Option<crate::str_format::Arg> {
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
fn failure_code(outcome: &Result<Vec<u32>, crate::str_format::FormatError>) -> i64 {
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
        Formatting::Builtin => !plain.iter().any(|&c| "ceEfFgG%{".contains(char::from_u32(c).unwrap_or('\0'))),
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

/// Whether the format string `fmt` has `n` replacement fields, each `{}` or `{k}`
/// for the k-th, with or without a conversion and a spec (so the k-th field shows
/// the k-th operand), none of which shows
/// an int in binary, octal or hex: every int operand is converted to decimal, and
/// past CPython's digit limit raises ValueError.
pub fn fields_in_order_decimal(fmt: &[u32], n: usize) -> bool {
    let mut fields = 0;
    let mut i = 0;
    while i < fmt.len() {
        let c = fmt[i];
        if (c == '{' as u32 || c == '}' as u32) && fmt.get(i + 1) == Some(&c) {
            i += 2;
            continue;
        }
        if c == '{' as u32 {
            let Some(len) = fmt[i + 1..].iter().position(|&c| c == '}' as u32) else { return false };
            let field = &fmt[i + 1..i + 1 + len];
            let name_ends = field.iter().position(|&c| c == ':' as u32 || c == '!' as u32).unwrap_or(field.len());
            // `{}`, or `{k}` for the k-th field (an f-string's fields are numbered).
            let in_order = name_ends == 0 || field[..name_ends].iter().copied().eq(fields.to_string().chars().map(u32::from));
            if !in_order || field.iter().any(|&c| "bBoxX{".contains(char::from_u32(c).unwrap_or('\0'))) {
                return false;
            }
            fields += 1;
            i += len + 2;
            continue;
        }
        i += 1;
    }
    fields == n
}

/// Whether no replacement field of the format string `fmt` nests a field or has a
/// spec with a presentation that fails on some values only (see
/// `failure_code_for_all`; a fill character of those letters is refused too).
fn fields_fixed(fmt: &[u32]) -> bool {
    let mut i = 0;
    while i < fmt.len() {
        let c = fmt[i];
        if c == '{' as u32 && fmt.get(i + 1) == Some(&('{' as u32)) {
            i += 2;
            continue;
        }
        if c == '{' as u32 {
            let Some(len) = fmt[i + 1..].iter().position(|&c| c == '}' as u32) else { return true };
            let field = &fmt[i + 1..i + 1 + len];
            if field.contains(&('{' as u32)) {
                return false;
            }
            if let Some(colon) = field.iter().position(|&c| c == ':' as u32) {
                if field[colon + 1..].iter().any(|&c| "ceEfFgG%".contains(char::from_u32(c).unwrap_or('\0'))) {
                    return false;
                }
            }
            i += len + 2;
            continue;
        }
        i += 1;
    }
    true
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
