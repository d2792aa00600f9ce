//! Soundness of `tracer check`, judged by oracles the engine does not share:
//! random programs run many times on the concrete interpreter (any failing run makes
//! SAFE a bug), every UNSAFE counterexample replays, and the corpus verdicts are never
//! the opposite of the expected ones. `TRACER_SOUNDNESS_PROGRAMS=N` runs more random
//! programs (`scripts/soundness` does).

mod common;

use cfg_frontend::interp::{self, RunConfig};
use cfg_frontend::value::Value;
use common::*;
use std::time::Duration;
use tracer::check::{check, check_engine, verification, CheckResult, Engine, Verdict};
use tracer::minimax::Config;

fn config(seconds: f64) -> Config {
    Config { timeout: Some(Duration::from_secs_f64(seconds)), max_nodes: 50_000, ..Config::default() }
}

/// The explicit-state engine, bounded so that a random program costs little.
fn explicit_config() -> tracer::explicit::Config {
    tracer::explicit::Config { timeout: Some(Duration::from_secs(2)), max_states: 100_000, ..Default::default() }
}

/// Some run of `main` on random inputs reaches a failure (error() or an exception).
fn fails_concretely(program: &cfg_frontend::Program, seed: u64, runs: usize) -> Option<String> {
    let mut rng = Rng::new(seed);
    let cfg = RunConfig { max_steps: 100_000, ..RunConfig::default() };
    for _ in 0..runs {
        let args = vec![Value::Int(rng.int()), Value::Int(rng.int()), rng.value(cfg_frontend::ast::Type::Tuple)];
        let nondet: Vec<Value> = (0..30).map(|_| Value::int(rng.range(-5, 8))).collect();
        let run = interp::run(program, "main", args.clone(), &nondet, &cfg).expect("runs");
        if run.outcome.is_failure() {
            return Some(format!("args {:?} nondet {:?} -> {:?}", args.iter().map(|v| v.to_string()).collect::<Vec<_>>(), nondet.iter().map(|v| v.to_string()).collect::<Vec<_>>(), run.outcome));
        }
    }
    None
}

/// The SET baseline on the same program: bounded, so SAFE only without cuts.
fn check_set(program: &cfg_frontend::Program) -> CheckResult {
    let config = tracer::set::Config { unroll: Some(4), stop_at_error: true, timeout: Some(Duration::from_secs(2)), ..Default::default() };
    check_engine(program, "main", &verification(None, false), &Engine::Set(config)).expect("lowers")
}

#[test]
fn random_programs_never_get_a_wrong_verdict() {
    let n: u64 = std::env::var("TRACER_SOUNDNESS_PROGRAMS").ok().and_then(|s| s.parse().ok()).unwrap_or(200);
    let (mut safe, mut unsafe_, mut unknown) = (0, 0, 0);
    let mut set_decided = 0;
    for seed in 0..n {
        let source = gen::Gen::program(seed);
        let program = cfg_frontend::load(&source).unwrap_or_else(|d| panic!("generated program {seed} rejected: {d:?}\n{source}"));
        let res = check(&program, "main", &config(2.0)).expect("lowers");
        // The two engines share the front end and the solver, nothing else: each is
        // judged by the concrete runs, and where both decide they must agree.
        let set = check_set(&program);
        match set.verdict {
            Verdict::Safe => {
                if let Some(run) = fails_concretely(&program, seed, 300) {
                    panic!("SET says SAFE for program {seed}, but a concrete run fails: {run}\n{source}");
                }
            }
            Verdict::Unsafe => assert!(set.counterexample.is_some(), "SET: UNSAFE without a counterexample"),
            Verdict::Unknown => {
                let reason = set.reason.clone().unwrap_or_default();
                assert!(!reason.contains("internal error"), "SET, program {seed}: {reason}\n{source}");
            }
        }
        if set.verdict != Verdict::Unknown {
            set_decided += 1;
            if res.verdict != Verdict::Unknown {
                assert_eq!(res.verdict, set.verdict, "program {seed}: minimax and SET disagree\n{source}");
            }
        }
        match res.verdict {
            Verdict::Safe => {
                safe += 1;
                if let Some(run) = fails_concretely(&program, seed, 300) {
                    panic!("SAFE verdict for program {seed}, but a concrete run fails: {run}\n{source}");
                }
            }
            Verdict::Unsafe => {
                unsafe_ += 1;
                assert!(res.counterexample.is_some(), "UNSAFE without a counterexample");
            }
            Verdict::Unknown => {
                unknown += 1;
                let reason = res.reason.unwrap_or_default();
                assert!(!reason.contains("internal error"), "program {seed}: {reason}\n{source}");
            }
        }
    }
    eprintln!("random programs: {safe} safe, {unsafe_} unsafe, {unknown} unknown (minimax); {set_decided} decided by SET");
    assert!(set_decided > 0);
    assert!(safe > 0 && unsafe_ > 0, "the generator should produce both kinds ({safe} safe, {unsafe_} unsafe)");
}

/// Programs the engine must decide (the TRACER paper's examples and other small
/// ones); the rest of the corpus may be UNKNOWN but never wrong.
const MUST_DECIDE: &[&str] = &[
    "fig1.py", "fig1_unsafe.py", "fig2.py", "fig2_unsafe.py", "fig3a.py", "fig3a_unsafe.py", "fig3b.py",
    "fig3b_unsafe.py", "fig3c.py", "fig3c_unsafe.py", "fig3d.py", "fig3d_unsafe.py", "bounded_loop.py",
    "division.py", "find.py", "find_unsafe.py",
];

#[test]
fn corpus_verdicts_are_never_wrong() {
    let mut failures = Vec::new();
    let mut decided = 0;
    for path in valid_programs() {
        let source = std::fs::read_to_string(&path).expect("read");
        let Some(expect) = header(&source, "expect") else { continue };
        let program = cfg_frontend::load(&source).expect("valid");
        let entry = entry_of(&program, &source);
        let res = check(&program, &entry, &config(3.0)).expect("lowers");
        let name = path.file_name().expect("name").to_string_lossy().into_owned();
        let wrong = matches!((expect, res.verdict), ("safe", Verdict::Unsafe) | ("unsafe", Verdict::Safe));
        if wrong {
            failures.push(format!("{}: expected {expect}, got {:?}", rel(&path), res.verdict));
        }
        if res.verdict != Verdict::Unknown {
            decided += 1;
        } else if MUST_DECIDE.contains(&name.as_str()) {
            failures.push(format!("{}: UNKNOWN ({})", rel(&path), res.reason.clone().unwrap_or_default()));
        }
        if let (Some(cex), false) = (&res.counterexample, program.module.uses_book_syntax) {
            // The counterexample fails the same way under CPython.
            let py = python_outcomes(&path, &entry, &[(cex.inputs.iter().map(|(_, v)| v.clone()).collect(), cex.nondet.clone())]);
            let line = cfg_frontend::span::LineIndex::new(&source).line(&source, cex.span.start);
            let want_kind = match cex.violation {
                cfg_frontend::cfg::ErrorKind::ErrorCall => "error",
                cfg_frontend::cfg::ErrorKind::Exception(_) | cfg_frontend::cfg::ErrorKind::RecursionCut | cfg_frontend::cfg::ErrorKind::Unmodelled => "exception",
            };
            if py[0]["outcome"] != want_kind || py[0]["line"] != line {
                failures.push(format!("{}: counterexample fails at line {line} in tracer but CPython says {}", rel(&path), py[0]));
            }
        }
        if let Some(reason) = &res.reason {
            if reason.contains("internal error") {
                failures.push(format!("{}: {reason}", rel(&path)));
            }
        }
    }
    eprintln!("corpus: {decided} decided");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Random scripts (module-level code, unannotated functions, globals, raise, the
/// SV-COMP names): a SAFE verdict must survive concrete runs, an UNSAFE one must
/// replay, and the interpreter must agree with CPython run for run.
#[test]
fn random_scripts_never_get_a_wrong_verdict_and_run_as_under_cpython() {
    let n: u64 = std::env::var("TRACER_SOUNDNESS_PROGRAMS").ok().and_then(|s| s.parse().ok()).unwrap_or(100);
    let (mut safe, mut unsafe_, mut unknown, mut compared, mut explicit_decided) = (0, 0, 0, 0, 0);
    let module = cfg_frontend::typeck::MODULE;
    let dir = std::env::temp_dir().join(format!("tracer-scripts-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    // TRACER_SOUNDNESS_FROM=K starts at seed K (to rerun a failure without the seeds before it).
    let from: u64 = std::env::var("TRACER_SOUNDNESS_FROM").ok().and_then(|s| s.parse().ok()).unwrap_or(0);
    for seed in from..n {
        let source = gen::Gen::script(seed);
        let program = cfg_frontend::load(&source).unwrap_or_else(|d| panic!("generated script {seed} rejected: {d:?}\n{source}"));
        let mut rng = Rng::new(seed);
        let cases: Vec<Vec<Value>> = (0..40).map(|_| (0..30).map(|_| Value::int(rng.range(-5, 40))).collect()).collect();
        let cfg = RunConfig { max_steps: 100_000, ..RunConfig::default() };
        let runs: Vec<_> = cases.iter().map(|nd| interp::run(&program, module, Vec::new(), nd, &cfg).expect("runs")).collect();
        // The interpreter against CPython, on the same nondet values.
        let path = dir.join(format!("s{seed}.py"));
        std::fs::write(&path, &source).expect("write");
        let py = python_outcomes(&path, module, &cases.iter().map(|nd| (Vec::new(), nd.clone())).collect::<Vec<_>>());
        let index = cfg_frontend::span::LineIndex::new(&source);
        for ((run, py), nd) in runs.iter().zip(&py).zip(&cases) {
            let ours = serde_json::to_value(tracer::report::run_json(run, &source)).expect("json");
            let (kind, line) = (ours["outcome"].as_str().unwrap_or(""), ours["line"].clone());
            if kind == "limit" {
                continue;
            }
            let agree = py["outcome"] == kind && (kind == "return" || py["line"] == line) && (kind != "exception" || py["exception"] == ours["exception"]);
            assert!(agree, "script {seed}, nondet {:?}: tracer {ours}, CPython {py}\n{source}", nd.iter().map(|v| v.to_string()).collect::<Vec<_>>());
            let _ = &index;
            compared += 1;
        }
        // The explicit-state engine shares only the front end with the others. It
        // gets the script with its two unbounded inputs bounded to the range the
        // runs draw from (unbounded, it could only say UNKNOWN): its SAFE must survive
        // those runs, and its UNSAFE (a run of the script too) refutes any SAFE.
        let bounded = source.replacen(
            "b = __VERIFIER_nondet_int()\n",
            "b = __VERIFIER_nondet_int()\nif a < -5 or a > 40 or b < -5 or b > 40:\n    abort()\n",
            1,
        );
        let bounded_program = cfg_frontend::load(&bounded).unwrap_or_else(|d| panic!("bounded script {seed} rejected: {d:?}\n{bounded}"));
        let explicit = check_engine(&bounded_program, module, &verification(None, false), &Engine::Explicit(explicit_config())).expect("lowers");
        let reason = explicit.reason.clone().unwrap_or_default();
        assert!(!reason.contains("internal error"), "explicit, bounded script {seed}: {reason}\n{bounded}");
        if explicit.verdict == Verdict::Safe {
            for nd in &cases {
                let run = interp::run(&bounded_program, module, Vec::new(), nd, &cfg).expect("runs");
                assert!(!run.outcome.is_failure(), "explicit says SAFE for bounded script {seed}, but a run fails: {:?}\n{bounded}", run.outcome);
            }
        }
        let res = check(&program, module, &config(2.0)).expect("lowers");
        if explicit.verdict != Verdict::Unknown {
            explicit_decided += 1;
            assert!(
                !(explicit.verdict == Verdict::Unsafe && res.verdict == Verdict::Safe),
                "script {seed}: SAFE, but explicit finds an error with bounded inputs\n{bounded}"
            );
        }
        match res.verdict {
            Verdict::Safe => {
                safe += 1;
                if let Some(bad) = runs.iter().find(|r| r.outcome.is_failure()) {
                    panic!("SAFE verdict for script {seed}, but a concrete run fails: {:?}\n{source}", bad.outcome);
                }
            }
            Verdict::Unsafe => unsafe_ += 1,
            Verdict::Unknown => {
                unknown += 1;
                let reason = res.reason.unwrap_or_default();
                assert!(!reason.contains("internal error"), "script {seed}: {reason}\n{source}");
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!("random scripts: {safe} safe, {unsafe_} unsafe, {unknown} unknown; {compared} runs agree with CPython; {explicit_decided} decided by explicit");
    assert!(safe > 0 && unsafe_ > 0, "the generator should produce both kinds ({safe} safe, {unsafe_} unsafe)");
    assert!(explicit_decided > 0, "explicit decides none of the bounded scripts");
}

/// Random scripts over strings (`common::gen_str`): the interpreter agrees with
/// CPython and with the CFG executor run for run (awkward characters included), a SAFE verdict of minimax or
/// SET survives the runs, and every UNSAFE counterexample (of minimax, SET or random
/// testing) fails again both in the interpreter and under CPython.
#[test]
fn random_str_scripts_never_get_a_wrong_verdict_and_run_as_under_cpython() {
    let n: u64 = std::env::var("TRACER_SOUNDNESS_PROGRAMS").ok().and_then(|s| s.parse().ok()).unwrap_or(60);
    let from: u64 = std::env::var("TRACER_SOUNDNESS_FROM").ok().and_then(|s| s.parse().ok()).unwrap_or(0);
    let module = cfg_frontend::typeck::MODULE;
    let dir = std::env::temp_dir().join(format!("tracer-str-scripts-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let cfg = RunConfig { max_steps: 100_000, ..RunConfig::default() };
    let (mut safe, mut unsafe_, mut unknown, mut compared, mut failing_runs) = (0, 0, 0, 0, 0);
    let mut reasons: std::collections::BTreeMap<String, usize> = Default::default();
    for seed in from..n {
        let source = gen_str::StrGen::script(seed);
        let program = cfg_frontend::load(&source).unwrap_or_else(|d| panic!("generated str script {seed} rejected: {d:?}\n{source}"));
        let path = dir.join(format!("s{seed}.py"));
        std::fs::write(&path, &source).expect("write");
        let mut rng = Rng::new(seed ^ 0x5EED);
        let cases: Vec<Vec<Value>> = (0..40).map(|_| gen_str::StrGen::nondet(&mut rng)).collect();
        let runs: Vec<_> = cases.iter().map(|nd| interp::run(&program, module, Vec::new(), nd, &cfg).expect("runs")).collect();
        // The CFG the engines search runs as the interpreter does (the lowering's
        // own encodings of str methods: center, zfill, removeprefix, ' ' * k).
        let graph = cfg_frontend::cfg::lower(&program, module).expect("lowers");
        for (run, nd) in runs.iter().zip(&cases) {
            let cfg_run = cfg_frontend::cfg::exec::run(&graph, &[], nd, &cfg);
            let same = match (&run.outcome, &cfg_run.outcome) {
                (interp::Outcome::Limit { .. }, _) | (_, interp::Outcome::Limit { .. }) => true,
                (interp::Outcome::AssumeFailed { .. }, interp::Outcome::AssumeFailed { .. }) => true,
                (a, b) => a == b,
            };
            assert!(same, "str script {seed}, nondet {nd:?}: interpreter {:?}, CFG {:?}\n{source}", run.outcome, cfg_run.outcome);
        }
        let py = python_outcomes(&path, module, &cases.iter().map(|nd| (Vec::new(), nd.clone())).collect::<Vec<_>>());
        for ((run, py), nd) in runs.iter().zip(&py).zip(&cases) {
            let ours = serde_json::to_value(tracer::report::run_json(run, &source)).expect("json");
            let kind = ours["outcome"].as_str().unwrap_or("");
            if kind == "limit" {
                continue;
            }
            let agree = py["outcome"] == kind && (kind == "return" || py["line"] == ours["line"]) && (kind != "exception" || py["exception"] == ours["exception"]);
            assert!(agree, "str script {seed}, nondet {:?}: tracer {ours}, CPython {py}\n{source}", nd.iter().map(|v| v.to_string()).collect::<Vec<_>>());
            compared += 1;
            failing_runs += run.outcome.is_failure() as usize;
        }
        let set_config = tracer::set::Config { unroll: Some(4), stop_at_error: true, timeout: Some(Duration::from_secs(2)), ..Default::default() };
        let fuzz_config = tracer::fuzz::Config { timeout: Some(Duration::from_secs(1)), ..Default::default() };
        let engines = [("minimax", Engine::Minimax(config(2.0))), ("SET", Engine::Set(set_config)), ("fuzz", Engine::Fuzz(fuzz_config))];
        let mut verdicts = Vec::new();
        for (name, engine) in engines {
            let res = check_engine(&program, module, &verification(None, false), &engine).expect("lowers");
            let reason = res.reason.clone().unwrap_or_default();
            assert!(!reason.contains("internal error"), "{name}, str script {seed}: {reason}\n{source}");
            match res.verdict {
                Verdict::Safe => {
                    if let Some(bad) = runs.iter().find(|r| r.outcome.is_failure()) {
                        panic!("{name} says SAFE for str script {seed}, but a run fails: {:?}\n{source}", bad.outcome);
                    }
                }
                Verdict::Unsafe => {
                    let cex = res.counterexample.as_ref().unwrap_or_else(|| panic!("{name}: UNSAFE without a counterexample"));
                    let run = interp::run(&program, module, Vec::new(), &cex.nondet, &cfg).expect("runs");
                    assert!(run.outcome.is_failure(), "{name}, str script {seed}: the counterexample {:?} does not fail: {:?}\n{source}", cex.nondet, run.outcome);
                    let py = python_outcomes(&path, module, &[(Vec::new(), cex.nondet.clone())]);
                    assert!(py[0]["outcome"] == "error" || py[0]["outcome"] == "exception", "{name}, str script {seed}: the counterexample passes under CPython: {}\n{source}", py[0]);
                }
                Verdict::Unknown => *reasons.entry(format!("{name}: {}", reason.chars().take(90).collect::<String>())).or_default() += 1,
            }
            if std::env::var_os("TRACER_SHOW_SCRIPTS").is_some() {
                eprintln!("--- str script {seed}, {name}: {:?} {reason}\n{source}", res.verdict);
            }
            verdicts.push(res.verdict);
        }
        assert!(!verdicts.contains(&Verdict::Safe) || !verdicts.contains(&Verdict::Unsafe), "str script {seed}: the engines disagree ({verdicts:?})\n{source}");
        match verdicts[0] {
            Verdict::Safe => safe += 1,
            Verdict::Unsafe => unsafe_ += 1,
            Verdict::Unknown => unknown += 1,
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!("random str scripts: {safe} safe, {unsafe_} unsafe, {unknown} unknown (minimax); {compared} runs agree with CPython, {failing_runs} of them fail; unknown: {reasons:#?}");
    assert!(failing_runs > 0 && compared > failing_runs, "the runs should both fail and pass");
    assert!(safe > 0 && unsafe_ > 0, "the generator should produce both kinds ({safe} safe, {unsafe_} unsafe)");
}
