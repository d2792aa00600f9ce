//! The str functions that make or take lists of strs: `split`, `rsplit`,
//! `splitlines`, `list(s)` and `join`, on code points, as CPython computes them; and
//! the two sequences a list of strs is to the CFG (`cfg::lower::strlists`): the
//! ends of its items and its items concatenated.

use crate::str_ops::is_space;

/// How a str is cut into a list of strs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Splitter {
    /// `s.split(sep, maxsplit)` (`right`: `rsplit`); `by_space`: no separator
    /// (or `None`), runs of whitespace separate and the ends are stripped.
    Split { right: bool, by_space: bool },
    /// `s.splitlines(keepends)`.
    Lines,
    /// `list(s)`: its characters.
    Chars,
}

/// One of the two sequences of a list of strs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Half {
    /// The running total of the items' lengths: item `i` is `chars[ends[i-1]:ends[i]]`.
    Ends,
    /// The items concatenated.
    Chars,
}

/// `s.split(sep, maxsplit)`, or `rsplit` when `right`; `sep` `None` splits at runs
/// of whitespace. An empty `sep` is CPython's ValueError: the caller's to check.
pub fn split(s: &[u32], sep: Option<&[u32]>, maxsplit: i64, right: bool) -> Vec<Vec<u32>> {
    let limit = if maxsplit < 0 { usize::MAX } else { maxsplit as usize };
    match sep {
        Some(sep) => split_by(s, sep, limit, right),
        None => split_space(s, limit, right),
    }
}

fn split_by(s: &[u32], sep: &[u32], limit: usize, right: bool) -> Vec<Vec<u32>> {
    assert!(!sep.is_empty(), "an empty separator is a ValueError before this");
    let mut parts = Vec::new();
    if right {
        let mut end = s.len();
        let mut i = s.len();
        while parts.len() < limit && i >= sep.len() {
            if &s[i - sep.len()..i] == sep {
                parts.push(s[i..end].to_vec());
                i -= sep.len();
                end = i;
            } else {
                i -= 1;
            }
        }
        parts.push(s[..end].to_vec());
        parts.reverse();
    } else {
        let mut start = 0;
        let mut i = 0;
        while parts.len() < limit && i + sep.len() <= s.len() {
            if &s[i..i + sep.len()] == sep {
                parts.push(s[start..i].to_vec());
                i += sep.len();
                start = i;
            } else {
                i += 1;
            }
        }
        parts.push(s[start..].to_vec());
    }
    parts
}

/// CPython's whitespace split: the words between runs of whitespace; once `limit`
/// splits are made, the rest (its leading whitespace skipped, trailing kept) is
/// the last word.
fn split_space(s: &[u32], limit: usize, right: bool) -> Vec<Vec<u32>> {
    if right {
        let reversed: Vec<u32> = s.iter().rev().copied().collect();
        let mut parts = split_space(&reversed, limit, false);
        parts.reverse();
        for p in &mut parts {
            p.reverse();
        }
        return parts;
    }
    let mut parts = Vec::new();
    let mut i = 0;
    loop {
        while i < s.len() && is_space(s[i]) {
            i += 1;
        }
        if i == s.len() {
            break;
        }
        if parts.len() == limit {
            parts.push(s[i..].to_vec());
            break;
        }
        let start = i;
        while i < s.len() && !is_space(s[i]) {
            i += 1;
        }
        parts.push(s[start..i].to_vec());
    }
    parts
}

/// The line boundaries of `str.splitlines` (CPython's `Py_UNICODE_ISLINEBREAK`).
fn is_line_break(c: u32) -> bool {
    matches!(c, 0x0A..=0x0D | 0x1C..=0x1E | 0x85 | 0x2028 | 0x2029)
}

/// `s.splitlines(keepends)`: `\r\n` is one boundary; no empty last line.
pub fn split_lines(s: &[u32], keepends: bool) -> Vec<Vec<u32>> {
    let mut parts = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i < s.len() {
        if !is_line_break(s[i]) {
            i += 1;
            continue;
        }
        let mut end = i + 1;
        if s[i] == 0x0D && s.get(i + 1) == Some(&0x0A) {
            end += 1;
        }
        parts.push(s[start..if keepends { end } else { i }].to_vec());
        start = end;
        i = end;
    }
    if start < s.len() {
        parts.push(s[start..].to_vec());
    }
    parts
}

/// `sep.join(items)`.
pub fn join(sep: &[u32], items: &[&[u32]]) -> Vec<u32> {
    let mut out = Vec::new();
    for (k, item) in items.iter().enumerate() {
        if k > 0 {
            out.extend_from_slice(sep);
        }
        out.extend_from_slice(item);
    }
    out
}

/// The two sequences of a list of strs.
pub fn halves(items: &[&[u32]]) -> (Vec<usize>, Vec<u32>) {
    let mut ends = Vec::with_capacity(items.len());
    let mut chars = Vec::new();
    for item in items {
        chars.extend_from_slice(item);
        ends.push(chars.len());
    }
    (ends, chars)
}

/// The items of the list of strs whose two sequences are `ends` and `chars`, if
/// they are two such sequences (ends ascending, the last one the length of
/// `chars`).
pub fn items_of<'a>(ends: &[usize], chars: &'a [u32]) -> Option<Vec<&'a [u32]>> {
    let mut start = 0;
    let mut out = Vec::with_capacity(ends.len());
    for &end in ends {
        if end < start || end > chars.len() {
            return None;
        }
        out.push(&chars[start..end]);
        start = end;
    }
    (start == chars.len()).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(text: &str) -> Vec<u32> {
        text.chars().map(u32::from).collect()
    }

    fn texts(parts: Vec<Vec<u32>>) -> Vec<String> {
        parts.into_iter().map(|p| p.into_iter().map(|c| char::from_u32(c).unwrap()).collect()).collect()
    }

    #[test]
    fn split_as_cpython() {
        assert_eq!(texts(split(&s("a,b,,c"), Some(&s(",")), -1, false)), ["a", "b", "", "c"]);
        assert_eq!(texts(split(&s("a,b,c"), Some(&s(",")), 1, false)), ["a", "b,c"]);
        assert_eq!(texts(split(&s("a,b,c"), Some(&s(",")), 1, true)), ["a,b", "c"]);
        assert_eq!(texts(split(&s(""), Some(&s(",")), -1, false)), [""]);
        assert_eq!(texts(split(&s("  a b  c  "), None, -1, false)), ["a", "b", "c"]);
        assert_eq!(texts(split(&s("  a b  c  "), None, 1, false)), ["a", "b  c  "]);
        assert_eq!(texts(split(&s("  a b  c  "), None, 1, true)), ["  a b", "c"]);
        assert_eq!(texts(split(&s("  a b "), None, 0, false)), ["a b "]);
        assert!(split(&s("   "), None, -1, false).is_empty());
        assert_eq!(texts(split(&s("aaa"), Some(&s("aa")), -1, false)), ["", "a"]);
        assert_eq!(texts(split(&s("aaa"), Some(&s("aa")), -1, true)), ["a", ""]);
    }

    #[test]
    fn lines_as_cpython() {
        assert_eq!(texts(split_lines(&s("a\r\nb\rc\n\nd"), false)), ["a", "b", "c", "", "d"]);
        assert_eq!(texts(split_lines(&s("a\nb\n"), true)), ["a\n", "b\n"]);
        assert!(split_lines(&s(""), false).is_empty());
    }

    #[test]
    fn halves_round_trip() {
        let items = [s("ab"), s(""), s("c")];
        let refs: Vec<&[u32]> = items.iter().map(Vec::as_slice).collect();
        let (ends, chars) = halves(&refs);
        assert_eq!(ends, [2, 2, 3]);
        assert_eq!(items_of(&ends, &chars).unwrap(), refs);
        assert!(items_of(&[2, 1], &chars).is_none());
    }
}

/// `s.partition(sep)` (`right`: `s.rpartition(sep)`): the part before the first
/// (last) `sep`, `sep`, and the part after; `None` for an empty separator
/// (CPython raises ValueError).
pub fn partition(s: &[u32], sep: &[u32], right: bool) -> Option<[Vec<u32>; 3]> {
    if sep.is_empty() {
        return None;
    }
    let at = if right { s.windows(sep.len()).rposition(|w| w == sep) } else { s.windows(sep.len()).position(|w| w == sep) };
    Some(match at {
        Some(i) => [s[..i].to_vec(), sep.to_vec(), s[i + sep.len()..].to_vec()],
        None if right => [Vec::new(), Vec::new(), s.to_vec()],
        None => [s.to_vec(), Vec::new(), Vec::new()],
    })
}
