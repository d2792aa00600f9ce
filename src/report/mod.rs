//! Rendering results for people (text) and scripts (JSON): run outcomes now,
//! verdicts and counterexamples later.

pub mod html;
pub mod set;
pub mod witness;

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
        Outcome::ErrorCall { span } => format!("{}() reached at {}", called_name(source, *span).unwrap_or("error"), location(file, source, *span)),
        Outcome::Exception { kind, span } => format!("uncaught {} at {}", kind.name(), location(file, source, *span)),
        Outcome::AssumeFailed { span } => {
            let text = source.get(span.start as usize..span.end as usize).unwrap_or("");
            let ender = ["exit", "sys.exit", "quit", "abort"].into_iter().find(|f| text.starts_with(&format!("{f}(")));
            match ender {
                Some(f) => format!("ended by {f}() at {} (no violation)", location(file, source, *span)),
                None => format!("blocked: assume failed at {} (not a run of the program)", location(file, source, *span)),
            }
        }
        Outcome::Limit { reason } => format!("stopped: {reason}"),
    }
}

use crate::check::{CPythonReplay, CheckResult, FoundBy, Verdict};
use crate::minimax::Stats;
use std::fmt::Write;

/// What was violated, in the program's own terms: C has error locations, not `error()`.
/// `name` is the function the violating call calls (`reach_error`), when known.
pub(crate) fn violation_text(v: cfg_frontend::cfg::ErrorKind, file: &str, name: Option<&str>) -> String {
    match (v, name) {
        (cfg_frontend::cfg::ErrorKind::ErrorCall, _) if cfg_frontend::c::is_c_file(file) => "error location reached".into(),
        (cfg_frontend::cfg::ErrorKind::ErrorCall, Some(name)) => format!("{name}() called"),
        (v, _) => v.to_string(),
    }
}

/// The function the call at `span` calls, read from the source (`reach_error` for
/// `reach_error()`); `None` when the text there is not a call of a plain name.
fn called_name(source: &str, span: Span) -> Option<&str> {
    let (name, _) = source.get(span.start as usize..span.end as usize)?.split_once('(')?;
    (!name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_')).then_some(name)
}

/// The human-readable verdict: one line, then the counterexample or the reason.
pub fn check_text(res: &CheckResult, file: &str, source: &str, with_stats: bool) -> String {
    let index = LineIndex::new(source);
    let mut out = String::new();
    match res.verdict {
        Verdict::Safe => out.push_str("SAFE\n"),
        Verdict::Unknown => {
            let _ = writeln!(out, "UNKNOWN: {}", res.reason.as_deref().unwrap_or("no reason given"));
        }
        Verdict::Unsafe => {
            let cex = res.counterexample.as_ref().expect("UNSAFE comes with a counterexample");
            let violation = violation_text(cex.violation, file, called_name(source, cex.span));
            let _ = writeln!(out, "UNSAFE: {violation} at {}", location(file, source, cex.span));
            let inputs: Vec<String> = cex.inputs.iter().map(|(n, v)| format!("{n} = {v}")).collect();
            let _ = writeln!(out, "  inputs: {}", if inputs.is_empty() { "(none)".to_string() } else { inputs.join(", ") });
            let nd: Vec<String> = cex.nondet.iter().map(|v| v.to_string()).collect();
            let _ = writeln!(out, "  nondet: [{}]", nd.join(", "));
            // C runs are replayed on the control-flow graph; minipy by the interpreter,
            // and by CPython when the command line could ask it.
            let replayer = match &cex.cpython {
                _ if cfg_frontend::c::is_c_file(file) => "the CFG executor".to_string(),
                Some(CPythonReplay::Replayed) => "CPython and the interpreter".to_string(),
                Some(CPythonReplay::Unavailable(why)) => format!("the interpreter; not by CPython: {why}"),
                None => "the interpreter".to_string(),
            };
            match cex.found_by {
                FoundBy::RandomRun => {
                    let _ = writeln!(out, "  found by a concrete run on random inputs (made to guess loop invariants), before any search");
                }
                FoundBy::RandomTesting => {
                    let _ = writeln!(out, "  found by random testing: a concrete run on values drawn from the program's constants");
                }
                FoundBy::Search => {}
            }
            let _ = writeln!(out, "  path (replayed by {replayer}):");
            for ev in &cex.trace {
                let line = index.line(source, ev.span.start);
                let vals: Vec<String> = ev.assigned.iter().map(|(n, v)| format!("{n} = {v}")).collect();
                let _ = writeln!(out, "    line {line:>4}: {:<40} {}", index.line_text(source, line).trim(), vals.join(", "));
            }
            let line = index.line(source, cex.span.start);
            let shown = match &cex.message {
                Some(m) => format!("{violation}: {m}"),
                None => violation,
            };
            let _ = writeln!(out, "    line {line:>4}: {:<40} <- {shown}", index.line_text(source, line).trim());
        }
    }
    if with_stats {
        out.push_str(&stats_text(&res.stats, res.seconds));
        if let Some(f) = &res.discovery {
            let mut stopped = f.stopped.as_ref().map_or(String::new(), |why| format!(", stopped: {why}"));
            if res.counterexample.as_ref().is_some_and(|c| c.found_by == FoundBy::RandomRun) {
                stopped.push_str(", a concrete run failed: the counterexample above");
            } else if f.bug_seen {
                let _ = write!(stopped, ", a concrete run failed (budget cut to {:.1} M units at most)", crate::invariants::WORK_WITH_BUG as f64 / 1e6);
            }
            let work = f.work as f64 / 1e6;
            let _ = writeln!(out, "  invariant discovery: {} candidates, {} loop heads strengthened, {} solver checks ({work:.2} M units), {:.3} s{stopped}", f.candidates, res.invariants.len(), f.checks, f.seconds);
        }
        if !res.invariants.is_empty() {
            out.push_str("loop invariants (guessed from concrete runs, proven inductive by Z3):\n");
            for (span, inv) in &res.invariants {
                let _ = writeln!(out, "  line {}: {inv}", index.line(source, span.start));
            }
        }
    }
    out
}

pub fn stats_text(s: &Stats, seconds: f64) -> String {
    format!(
        "statistics:\n  nodes {}  infeasible {}  subsumed (memo) {}  subsumed (loop) {}  invariants {}\n  conflicts {}  restarts {}  memo entries {} (not projectable {}, generalised {})  max depth {}\n  solver checks {}  solver time {:.3} s  projection time {:.3} s  wall time {:.3} s\n",
        s.nodes,
        s.infeasible,
        s.subsumed_memo,
        s.subsumed_loop,
        s.invariants_found,
        s.conflicts,
        s.restarts,
        s.memo_entries,
        s.memo_not_projectable,
        s.labels_generalised,
        s.max_depth,
        s.solver_checks,
        s.solver_seconds,
        s.projection_seconds,
        seconds
    )
}

#[derive(Serialize)]
struct CexJson {
    property: String,
    line: u32,
    col: u32,
    inputs: std::collections::BTreeMap<String, String>,
    nondet: Vec<String>,
    path: Vec<StepJson>,
    /// The failing assert's or the exception's message.
    #[serde(skip_serializing_if = "Option::is_none")]
    message: Option<String>,
    found_by: FoundBy,
    /// Whether CPython replayed it (`null` where it was not asked, as for C).
    replayed_by_cpython: Option<bool>,
}

#[derive(Serialize)]
struct StepJson {
    line: u32,
    assigned: std::collections::BTreeMap<String, String>,
}

#[derive(Serialize)]
struct CheckJson {
    engine: &'static str,
    verdict: Verdict,
    reason: Option<String>,
    counterexample: Option<CexJson>,
    statistics: Stats,
    wall_seconds: f64,
    peak_memory_kib: Option<u64>,
    /// The loop invariants the engine was given (guessed, proven inductive).
    invariants: Vec<InvariantJson>,
}

#[derive(Serialize)]
struct InvariantJson {
    line: u32,
    invariant: String,
}

/// One JSON object for scripts.
pub fn check_json(res: &CheckResult, source: &str, peak_memory_kib: Option<u64>) -> String {
    let index = LineIndex::new(source);
    let counterexample = res.counterexample.as_ref().map(|c| {
        let lc = index.line_col(source, c.span.start);
        CexJson {
            property: c.violation.to_string(),
            line: lc.line,
            col: lc.col,
            inputs: c.inputs.iter().map(|(n, v)| (n.clone(), v.to_string())).collect(),
            nondet: c.nondet.iter().map(|v| v.to_string()).collect(),
            path: c
                .trace
                .iter()
                .map(|e| StepJson {
                    line: index.line(source, e.span.start),
                    assigned: e.assigned.iter().map(|(n, v)| (n.clone(), v.to_string())).collect(),
                })
                .collect(),
            message: c.message.clone(),
            found_by: c.found_by,
            replayed_by_cpython: c.cpython.as_ref().map(|r| *r == CPythonReplay::Replayed),
        }
    });
    let json = CheckJson {
        engine: res.engine,
        verdict: res.verdict,
        reason: res.reason.clone(),
        counterexample,
        statistics: res.stats.clone(),
        wall_seconds: res.seconds,
        peak_memory_kib,
        invariants: res.invariants.iter().map(|(span, inv)| InvariantJson { line: index.line(source, span.start), invariant: inv.clone() }).collect(),
    };
    serde_json::to_string(&json).expect("serializable")
}

/// The verifier shim, embedded so that an emitted test needs nothing else.
const SHIM: &str = include_str!("../../scripts/python/_sv_verifier.py");

/// A Python script that replays a counterexample under CPython: it exits with status
/// 1 and CPython's own report (error() reached, or the traceback) when it replays.
pub fn emit_test(program_path: &str, entry: &str, error_function: Option<&str>, cex: &crate::check::Counterexample, source: &str) -> String {
    let line = LineIndex::new(source).line(source, cex.span.start);
    let args: Vec<String> = cex.inputs.iter().map(|(_, v)| v.to_string()).collect();
    let nondet: Vec<String> = cex.nondet.iter().map(|v| v.to_string()).collect();
    format!(
        r#"#!/usr/bin/env python3
"""Replays the counterexample tracer found in {program_path}: {violation} at line {line}.

Expected: exit status 1, with "error() reached at line {line}" or a traceback ending at
line {line}. Status 0 means the counterexample did not replay.
"""
import ast
import builtins
import os
import sys
import types

SHIM = {shim:?}

os.environ["SV_NONDET"] = {nondet:?}
shim = types.ModuleType("_sv_verifier")
exec(SHIM, shim.__dict__)
sys.modules["_sv_verifier"] = shim
for name in shim.__all__:
    setattr(builtins, name, getattr(shim, name))
shim.install()
path = {path:?}
with open(path) as f:
    tree = ast.parse(f.read(), path)
# SV-COMP's convention: a call of reach_error() is the violation, whatever body the
# file gives it, and an empty stub of an intrinsic declares it: without those
# definitions, the calls reach the shim's.
code = compile(shim.set_aside(tree), path, "exec")
{run}
"#,
        violation = cex.violation,
        shim = SHIM,
        nondet = nondet.join(","),
        path = std::fs::canonicalize(program_path).map(|p| p.display().to_string()).unwrap_or_else(|_| program_path.to_string()),
        run = if entry == cfg_frontend::typeck::MODULE {
            // A script: its module code is what runs. An error function named by
            // --error-label is the shim's error(), set aside like reach_error().
            let patch = match error_function {
                Some(name) => format!("tree.body = [s for s in tree.body if not (isinstance(s, ast.FunctionDef) and s.name == {name:?})]\ncode = compile(tree, path, \"exec\")\nbuiltins.{name} = shim.error  # --error-label\n"),
                None => String::new(),
            };
            format!("{patch}exec(code, {{\"__name__\": \"__main__\", \"__file__\": path}})\nprint(\"the counterexample did not replay: the script ended\", file=sys.stderr)\nsys.exit(0)")
        } else {
            let patch = match error_function {
                Some(name) => format!("program[{name:?}] = shim.error  # --error-label\n"),
                None => String::new(),
            };
            format!("program = {{\"__name__\": \"tracer_replay\", \"__file__\": path}}\nexec(code, program)\n{patch}program[{entry:?}]({})\nprint(\"the counterexample did not replay: {entry}() returned\", file=sys.stderr)\nsys.exit(0)", args.join(", "))
        },
    )
}

/// `s` as HTML text (for the `--html` pages).
pub(crate) fn escape_html(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// What a search-tree node's status is called in the drawings ("" for a node the
/// search expanded).
pub(crate) fn status_name(s: crate::minimax::NodeStatus) -> &'static str {
    use crate::minimax::NodeStatus;
    match s {
        NodeStatus::Error => "error",
        NodeStatus::SpuriousError => "spurious error",
        NodeStatus::Infeasible => "infeasible",
        NodeStatus::SubsumedMemo => "subsumed",
        NodeStatus::SubsumedLoop => "loop closed",
        NodeStatus::Terminal => "end",
        NodeStatus::Expanded => "",
        NodeStatus::Open => "open",
    }
}

/// The search tree in Graphviz: error nodes red, infeasible ones green, subsumed ones
/// blue with a dashed edge to the node that covers them; memoed interpolants inside.
pub fn search_tree_dot(res: &CheckResult, source: &str) -> String {
    use crate::minimax::NodeStatus;
    let index = LineIndex::new(source);
    let mut out = String::from("digraph search {\n  node [shape=box, fontname=\"monospace\", fontsize=10];\n");
    for (i, n) in res.tree.iter().enumerate() {
        let line = index.line(source, res.points[n.point as usize].span.start);
        let what = status_name(n.status);
        let color = match n.status {
            NodeStatus::Error => "red",
            NodeStatus::SpuriousError => "orange",
            NodeStatus::Infeasible => "darkgreen",
            NodeStatus::SubsumedMemo | NodeStatus::SubsumedLoop => "blue",
            NodeStatus::Terminal => "gray40",
            NodeStatus::Expanded => "black",
            NodeStatus::Open => "gray",
        };
        let mut label = format!("{i}: point {} line {line}", n.point);
        if !what.is_empty() {
            label.push_str(&format!("\\n{what}"));
        }
        if n.restarts > 0 {
            label.push_str(&format!("\\nrestarted {}x", n.restarts));
        }
        if let Some(itp) = &n.interpolant {
            let short: String = itp.chars().take(120).collect();
            label.push_str(&format!("\\n{}", short.replace('\\', "\\\\").replace('"', "\\\"").replace('\n', " ")));
        }
        let _ = writeln!(out, "  n{i} [label=\"{label}\", color={color}, fontcolor={color}];");
        if let Some(p) = n.parent {
            let _ = writeln!(out, "  n{p} -> n{i};");
        }
        if let Some(c) = n.covered_by {
            let _ = writeln!(out, "  n{i} -> n{c} [style=dashed, color=blue, constraint=false];");
        }
    }
    out.push_str("}\n");
    out
}

/// The result of `tracer selftest`.
pub fn selftest_text(r: &crate::selftest::Report) -> String {
    let finding = |f: &crate::selftest::Finding| {
        let inputs: Vec<String> = f.inputs.iter().map(|(n, v)| format!("{n} = {v}")).collect();
        let nd: Vec<String> = f.nondet.iter().map(|v| v.to_string()).collect();
        format!("  inputs: {}\n  nondet: [{}]\n  concrete run: {}\n", inputs.join(", "), nd.join(", "), f.concrete)
    };
    let mut out = String::new();
    match &r.not_exhaustive {
        None => {
            let _ = writeln!(out, "exhaustive: yes ({} concrete runs, each covered by a leaf; {} skipped: assume failed or limit)", r.runs, r.skipped_runs);
        }
        Some(f) => {
            let _ = writeln!(out, "exhaustive: NO: a concrete run that no leaf covers");
            out.push_str(&finding(f));
        }
    }
    match &r.not_precise {
        None => {
            let _ = writeln!(
                out,
                "precise: yes ({} leaves replayed concretely; {} reached through an abstraction, not checked)",
                r.leaves_checked, r.leaves_abstract
            );
        }
        Some(f) => {
            let _ = writeln!(out, "precise: NO: a leaf whose model runs differently (leaf says {})", f.expected.as_deref().unwrap_or("?"));
            out.push_str(&finding(f));
        }
    }
    if r.solver_unknown > 0 {
        let _ = writeln!(out, "note: the solver gave up {} time(s); those checks count as not covering", r.solver_unknown);
    }
    out
}

/// The line under a task's verdict: the task, its property and data model, and
/// whether the verdict agrees with the one the task expects.
pub fn task_text(task: &crate::input::TaskInfo, verdict: Verdict) -> String {
    let mut out = match &task.task {
        Some(t) => format!("  task {t}: property {}", task.property),
        None => format!("  property {}", task.property),
    };
    if let Some(m) = task.data_model {
        let _ = write!(out, ", data model {}", m.name());
    }
    if let Some(expected) = task.expected_verdict {
        let agrees = match verdict {
            Verdict::Safe => Some(expected),
            Verdict::Unsafe => Some(!expected),
            Verdict::Unknown => None,
        };
        let _ = write!(
            out,
            ", expected verdict {expected}{}",
            match agrees {
                Some(true) => " (agrees)",
                Some(false) => " (DISAGREES)",
                None => "",
            }
        );
    }
    out
}
