//! Another verifier's Python programs, read as they come: the 223 small programs of
//! ESBMC's Python regression suite in `../shared/benchmarks/python/esbmc-regression`
//! (verdicts of concrete programs confirmed by CPython). Every file the front end
//! reads is checked by minimax: no verdict may be the opposite of the expected one,
//! every counterexample fails at the same line under CPython, and the number decided
//! may only grow. Skipped without `../shared`.

mod common;

use common::*;
use std::time::Duration;
use tracer::check::Engine;
use tracer::input::LoadOptions;
use tracer::minimax::Config;
use tracer::search::Property;

/// A floor under the number minimax decides within 3 s each in a debug build (143 of
/// 223 in session 29; a few below, so that a slow machine does not make it flap).
const DECIDED_AT_LEAST: usize = 135;

/// Where the manifest's verdict is not the program's under Python's semantics, with
/// the verdict tracer must give and why. The manifest's verdicts of programs with
/// nondet values are ESBMC's own, not CPython's.
const NOT_AS_LISTED: &[(&str, &str, &str)] = &[(
    "range36-nondet.py",
    "unsafe",
    "n = nondet_int() may be negative: len(range(-1)) is 0, not -1, and the assert fails",
)];

#[test]
fn esbmc_regression_programs_get_their_verdicts_and_counterexamples_replay_under_cpython() {
    let dir = root().join("../shared/benchmarks/python/esbmc-regression");
    let Ok(manifest) = std::fs::read_to_string(dir.join("MANIFEST.tsv")) else {
        eprintln!("note: {} not found; skipped", dir.display());
        return;
    };
    let cases: Vec<peers::Case> = manifest
        .lines()
        .skip(1)
        .filter_map(|line| line.split_once('\t'))
        .map(|(program, listed)| {
            let listed = if listed.trim() == "true" { "safe" } else { "unsafe" };
            let expect = NOT_AS_LISTED.iter().find(|(p, ..)| *p == program).map_or(listed, |(_, v, _)| v);
            peers::Case { path: dir.join(program), expect: expect.to_string(), options: LoadOptions::default() }
        })
        .collect();
    assert_eq!(cases.len(), 223, "the suite's manifest lists 223 programs");
    let engine = |property: Property| {
        Engine::Minimax(Config { timeout: Some(Duration::from_secs(3)), max_nodes: 50_000, property, ..Config::default() })
    };
    let judged = peers::judge_agreeing("ESBMC's Python regression programs", &cases, "minimax", &engine);
    let mut failures = Vec::new();
    for (path, cex) in &judged.counterexamples {
        let source = std::fs::read_to_string(path).expect("read");
        let program = cfg_frontend::load(&source).unwrap_or_else(|d| panic!("{}", d[0].message));
        let py = python_outcomes(path, &entry_of(&program, &source), &[(cex.inputs.iter().map(|(_, v)| v.clone()).collect(), cex.nondet.clone())]);
        let line = cfg_frontend::span::LineIndex::new(&source).line(&source, cex.span.start);
        if py[0]["line"] != line || !matches!(py[0]["outcome"].as_str(), Some("error" | "exception")) {
            failures.push(format!("{}: counterexample fails at line {line} in tracer but CPython says {}", rel(path), py[0]));
        }
    }
    eprintln!("{} counterexamples replayed under CPython", judged.counterexamples.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(judged.decided.len() >= DECIDED_AT_LEAST, "only {} decided (at least {DECIDED_AT_LEAST} were)", judged.decided.len());
}
