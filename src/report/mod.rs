//! Rendering results for people (text) and scripts (JSON): run outcomes now,
//! verdicts and counterexamples later.

use cfg_frontend::interp::{Outcome, Run};
use cfg_frontend::span::{LineIndex, Span};
use serde::Serialize;

/// Where something happened, as `file:line:col`.
pub fn location(file: &str, source: &str, span: Span) -> String {
    let lc = LineIndex::new(source).line_col(source, span.start);
    format!("{file}:{}:{}", lc.line, lc.col)
}

#[derive(Serialize)]
pub struct RunJson {
    /// `return`, `error`, `exception`, `assume_failed` or `limit`.
    pub outcome: &'static str,
    /// The returned value as a Python literal (`return` only).
    pub value: Option<String>,
    pub exception: Option<&'static str>,
    pub line: Option<u32>,
    pub col: Option<u32>,
    pub reason: Option<String>,
    pub steps: u64,
    pub nondet_used: usize,
}

pub fn run_json(run: &Run, source: &str) -> RunJson {
    let index = LineIndex::new(source);
    let at = |span: Span| {
        let lc = index.line_col(source, span.start);
        (Some(lc.line), Some(lc.col))
    };
    let mut out = RunJson {
        outcome: "return",
        value: None,
        exception: None,
        line: None,
        col: None,
        reason: None,
        steps: run.steps,
        nondet_used: run.nondet_used,
    };
    match &run.outcome {
        Outcome::Return(v) => out.value = Some(v.to_string()),
        Outcome::ErrorCall { span } => {
            out.outcome = "error";
            (out.line, out.col) = at(*span);
        }
        Outcome::Exception { kind, span } => {
            out.outcome = "exception";
            out.exception = Some(kind.name());
            (out.line, out.col) = at(*span);
        }
        Outcome::AssumeFailed { span } => {
            out.outcome = "assume_failed";
            (out.line, out.col) = at(*span);
        }
        Outcome::Limit { reason } => {
            out.outcome = "limit";
            out.reason = Some(reason.clone());
        }
    }
    out
}

pub fn run_text(run: &Run, file: &str, source: &str) -> String {
    match &run.outcome {
        Outcome::Return(v) => format!("returned {v}"),
        Outcome::ErrorCall { span } => format!("error() reached at {}", location(file, source, *span)),
        Outcome::Exception { kind, span } => format!("uncaught {} at {}", kind.name(), location(file, source, *span)),
        Outcome::AssumeFailed { span } => {
            format!("blocked: assume failed at {} (not a run of the program)", location(file, source, *span))
        }
        Outcome::Limit { reason } => format!("stopped: {reason}"),
    }
}
