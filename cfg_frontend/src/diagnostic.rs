//! Diagnostics: a message tied to a span, rendered as `file:line:col: error: msg` with a
//! code frame (the source line and a caret under the span).

use crate::span::{LineIndex, Span};
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Diagnostic {
    pub span: Span,
    pub message: String,
    /// What the problem is, for tests and JSON: `syntax`, `unsupported`, `type`, `name`, ...
    pub category: &'static str,
}

impl Diagnostic {
    pub fn new(category: &'static str, span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic { span, message: message.into(), category }
    }

    pub fn syntax(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic::new("syntax", span, message)
    }

    /// `what` reads like "lists are"; a parenthesized hint at its end ("lists are
    /// (use tuples)") goes after the sentence.
    pub fn unsupported(span: Span, what: &str) -> Diagnostic {
        let msg = match what.find(" (") {
            Some(i) if what.ends_with(')') => format!("{} not supported in minipy{}", &what[..i], &what[i..]),
            _ => format!("{what} not supported in minipy"),
        };
        Diagnostic::new("unsupported", span, msg)
    }

    /// `file:line:col: error: message` followed by the source line and carets.
    pub fn render(&self, file: &str, source: &str, index: &LineIndex) -> String {
        let start = index.line_col(source, self.span.start);
        let text = index.line_text(source, start.line);
        let end_col = if index.line(source, self.span.end) == start.line && !self.span.is_empty() {
            index.line_col(source, self.span.end).col
        } else {
            start.col + 1
        };
        let width = (end_col.saturating_sub(start.col)).max(1) as usize;
        let pad: String = text
            .chars()
            .take(start.col as usize - 1)
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        format!(
            "{file}:{}:{}: error: {}\n{:>5} | {text}\n      | {pad}{}",
            start.line,
            start.col,
            self.message,
            start.line,
            "^".repeat(width)
        )
    }
}

/// Renders many diagnostics, sorted by position, separated by blank lines.
pub fn render_all(diags: &[Diagnostic], file: &str, source: &str) -> String {
    let index = LineIndex::new(source);
    let mut sorted: Vec<&Diagnostic> = diags.iter().collect();
    sorted.sort_by_key(|d| (d.span.start, d.span.end));
    sorted.iter().map(|d| d.render(file, source, &index)).collect::<Vec<_>>().join("\n")
}
