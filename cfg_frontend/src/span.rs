//! Byte-range spans and the line index that turns them into line:col for printing.

use serde::Serialize;

/// A half-open byte range `[start, end)` into one source file.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Span {
        Span { start: start as u32, end: end as u32 }
    }

    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span { start: self.start.min(other.start), end: self.end.max(other.end) }
    }

    pub fn is_empty(self) -> bool {
        self.start == self.end
    }
}

impl From<std::ops::Range<usize>> for Span {
    fn from(range: std::ops::Range<usize>) -> Span {
        Span::new(range.start, range.end)
    }
}

/// 1-based line and column (column counted in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct LineCol {
    pub line: u32,
    pub col: u32,
}

/// Start offsets of every line, computed once per file.
#[derive(Clone, Debug)]
pub struct LineIndex {
    line_starts: Vec<u32>,
}

impl LineIndex {
    pub fn new(source: &str) -> LineIndex {
        let mut line_starts = vec![0];
        for (pos, byte) in source.bytes().enumerate() {
            if byte == b'\n' {
                line_starts.push(pos as u32 + 1);
            }
        }
        LineIndex { line_starts }
    }

    pub fn line_col(&self, source: &str, offset: u32) -> LineCol {
        let line = match self.line_starts.binary_search(&offset) {
            Ok(line) => line,
            Err(next) => next - 1,
        };
        let start = self.line_starts[line] as usize;
        let end = (offset as usize).min(source.len());
        let col = source.get(start..end).map_or(end - start, |s| s.chars().count());
        LineCol { line: line as u32 + 1, col: col as u32 + 1 }
    }

    pub fn line(&self, source: &str, offset: u32) -> u32 {
        self.line_col(source, offset).line
    }

    /// The text of a 1-based line, without its line break.
    pub fn line_text<'a>(&self, source: &'a str, line: u32) -> &'a str {
        let idx = (line as usize).saturating_sub(1).min(self.line_starts.len() - 1);
        let start = self.line_starts[idx] as usize;
        let end = self.line_starts.get(idx + 1).map_or(source.len(), |&e| e as usize);
        source[start..end].trim_end_matches(['\n', '\r'])
    }
}
