//! The explicit-state engine: it decides the programs whose reachable states are
//! few (finite protocols, byte-sized bit twiddling, digit arithmetic, the smaller
//! locks), agrees with the expected verdict or says UNKNOWN on every program that
//! states one, and says why it stopped.

mod common;

use common::*;
use std::time::Duration;
use tracer::check::{check_engine, verification, CheckResult, Engine, Verdict};
use tracer::explicit;
use tracer::search::Property;

/// Generous: the tests' build is not optimised.
fn explicit_engine(property: Property) -> Engine {
    Engine::Explicit(explicit_config(property))
}

fn explicit_config(property: Property) -> explicit::Config {
    explicit::Config { timeout: Some(Duration::from_secs(2)), property, max_states: 100_000, ..Default::default() }
}

/// The check of `source`, which must end with `want`.
fn verdict(source: &str, want: Verdict) -> CheckResult {
    let res = check(source);
    assert_eq!(res.verdict, want, "{:?}\n{source}", res.reason);
    res
}

fn check(source: &str) -> CheckResult {
    let p = cfg_frontend::load(source).unwrap_or_else(|d| panic!("{}", d[0].message));
    let entry = tracer::input::default_entry(&p).to_string();
    check_engine(&p, &entry, &verification(None, false), &explicit_engine(Property::All)).expect("lowers")
}

#[test]
fn the_python_corpus_gets_its_verdicts_or_unknown() {
    let judged = peers::judge_agreeing("benchmarks/python", &peers::python_corpus(), "explicit", &explicit_engine);
    // Finite-state programs the symbolic engines find hard.
    for name in ["peterson.py", "peterson_unsafe.py", "bit_reverse.py", "bit_reverse_unsafe.py", "accumulator_vm.py"] {
        assert!(judged.decided(name), "explicit does not decide {name}");
    }
}

#[test]
fn the_small_examples_get_their_verdicts_or_unknown() {
    peers::judge_agreeing("tests/programs", &peers::small_examples(), "explicit", &explicit_engine);
}

#[test]
fn the_shared_sv_comp_tasks_get_their_verdicts_or_unknown() {
    let tasks = peers::sv_tasks();
    let judged = peers::judge_agreeing("benchmarks/sv-c.tsv", &tasks, "explicit", &explicit_engine);
    if !tasks.is_empty() {
        for name in ["test_locks_5.c", "test_locks_14-2.c", "gcnr2008.i", "gauss_sum.i"] {
            assert!(judged.decided(name), "explicit does not decide {name}");
        }
    }
}

/// A guard comparing an input with constants splits its range: no value is
/// enumerated, however wide the range, and the counterexample lies inside it.
#[test]
fn guards_split_an_input_exactly() {
    let res = verdict("x = nondet_int()\nif x > 1000000 and 3 * x - 7 <= 3000008:\n    if x != 1000001:\n        error()\n", Verdict::Unsafe);
    let cex = res.counterexample.expect("replayed");
    assert_eq!(cex.nondet, vec![cfg_frontend::value::Value::int(1000002)]);
    verdict("x = nondet_int()\nif x > 5 and x < 3:\n    error()\ny = x\nif y - x != 0:\n    error()\n", Verdict::Safe);
}

/// Small ranges are enumerated where a value is computed with; a wide one stops
/// the search with the variable's name.
#[test]
fn it_enumerates_small_ranges_and_says_why_it_stops() {
    verdict("d = nondet_int()\nassume(0 <= d <= 99)\nif (d * d) % 7 == 3:\n    error()\n", Verdict::Safe);
    verdict("d = nondet_int()\nassume(0 <= d <= 99)\nif (d * d) % 7 == 2:\n    error()\n", Verdict::Unsafe);
    let reason = verdict("d = nondet_int()\nif (d * d) % 7 == 3:\n    error()\n", Verdict::Unknown).reason.unwrap_or_default();
    assert!(reason.contains("`d` is used where its value matters"), "{reason}");
    let res = check("def main(t: tuple[int, ...]) -> None:\n    assert len(t) < 5\n");
    assert!(res.reason.as_deref().is_some_and(|r| r.contains("t takes any value")), "{:?}", res.reason);
}

/// States are kept where paths meet and compared on their live variables: a loop
/// over finitely many states ends, however long its runs.
#[test]
fn a_loop_over_finite_states_ends() {
    verdict("s = 0\nwhile nondet_bool():\n    s = (s + 3) % 10\nif s > 9:\n    error()\n", Verdict::Safe);
    verdict("s = 0\nwhile nondet_bool():\n    s = (s + 3) % 10\nif s == 7:\n    error()\n", Verdict::Unsafe);
}

/// Where a wide value stops the proof, the runs with such values near 0 are still
/// searched for errors: one found there is real (and replayed); none found proves
/// nothing.
#[test]
fn errors_are_sought_among_small_values_when_no_proof_can_follow() {
    verdict("x = nondet_int()\ny = nondet_int()\nif x * y == -6 and x > y + 4:\n    error()\n", Verdict::Unsafe);
    verdict("x = nondet_int()\nassume(x > 1000)\nif x * x % 1009 == 4:\n    error()\n", Verdict::Unsafe);
    let reason = verdict("x = nondet_int()\nif x * x < 0:\n    error()\n", Verdict::Unknown).reason.unwrap_or_default();
    assert!(reason.contains("no error is reachable"), "{reason}");
}

#[test]
fn a_state_with_a_million_successors_still_stops_at_the_deadline() {
    // wrap_chain.c's guards leave three inputs a thousand values each: one state's
    // successors are their product. The deadline (and a portfolio's call to stop,
    // once minimax has answered) was checked per state only, and the search ran
    // on past any limit, taking gigabytes.
    // No state bound here: the deadline alone must stop it.
    let unbounded = Engine::Explicit(explicit::Config { max_states: usize::MAX, ..explicit_config(Property::All) });
    let res = wrap_chain_with(unbounded);
    assert!(res.reason.as_deref().is_some_and(|r| r.contains("timeout")), "{:?}", res.reason);
}

#[test]
fn one_state_with_more_successors_than_the_state_bound_stops_before_the_deadline() {
    // The same product of inputs filled gigabytes before the deadline: the
    // successors of one state count against the bound on states.
    let started = std::time::Instant::now();
    let bounded = Engine::Explicit(explicit::Config { max_states: 10_000, timeout: Some(Duration::from_secs(60)), ..explicit_config(Property::All) });
    let res = wrap_chain_with(bounded);
    assert!(res.reason.as_deref().is_some_and(|r| r.contains("more than 10000 successors of one state")), "{:?}", res.reason);
    assert!(started.elapsed() < Duration::from_secs(30), "stopped by the bound, not the 60 s deadline: {:?}", started.elapsed());
}

/// wrap_chain.c checked by `engine`, which must stop (within a minute) with UNKNOWN.
fn wrap_chain_with(engine: Engine) -> CheckResult {
    let source = std::fs::read_to_string(root().join("tests/programs/c/wrap_chain.c")).expect("read");
    let graph = cfg_frontend::c::lower(&source, &cfg_frontend::c::COptions::default()).expect("lowers");
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(tracer::check::check_cfg(&graph, &engine));
    });
    let res = rx.recv_timeout(Duration::from_secs(60)).expect("the search stops within its limit (and the time to free what it kept)");
    assert_eq!(res.verdict, Verdict::Unknown, "{:?}", res.reason);
    res
}
