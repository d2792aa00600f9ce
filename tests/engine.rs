//! The minimax engine on the TRACER paper's examples: not only the verdicts, but the
//! shape of the search the paper describes.

mod common;

use tracer::check::{check, CheckResult, Verdict};
use tracer::minimax::Config;

fn run(file: &str) -> CheckResult {
    let source = std::fs::read_to_string(common::root().join(file)).expect("read");
    let program = cfg_frontend::load(&source).expect("valid");
    check(&program, "main", &Config { max_nodes: 20_000, ..Config::default() }).expect("lowers")
}

#[test]
fn fig2_closes_the_loop_after_locking_new_eq_old_plus_one() {
    let res = run("benchmarks/minipy/fig2.py");
    assert_eq!(res.verdict, Verdict::Safe, "{:?}", res.reason);
    // The first weakening drops new == old + 1; the spurious error that follows locks
    // it and restarts at the loop head, as the paper narrates.
    assert!(res.stats.conflicts >= 1 && res.stats.restarts >= 1, "{:?}", res.stats);
    assert!(res.stats.subsumed_loop >= 1, "{:?}", res.stats);
    assert!(res.stats.nodes < 60, "the loop must close without unrolling: {:?}", res.stats);
}

#[test]
fn fig3b_needs_one_iteration_thanks_to_slackening() {
    let res = run("benchmarks/minipy/fig3b.py");
    assert_eq!(res.verdict, Verdict::Safe, "{:?}", res.reason);
    assert_eq!(res.stats.invariants_found, 1, "{:?}", res.stats);
    assert_eq!(res.stats.conflicts, 0, "{:?}", res.stats);
    assert!(res.stats.nodes < 15, "{:?}", res.stats);
}

#[test]
fn an_error_forty_iterations_deep_is_found_and_replayed() {
    let res = run("benchmarks/minipy/late_error.py");
    assert_eq!(res.verdict, Verdict::Unsafe, "{:?}", res.reason);
    let cex = res.counterexample.expect("a counterexample");
    // The replayed path runs the loop body 40 times.
    let increments = cex.trace.iter().filter(|e| e.assigned.iter().any(|(n, _)| n == "i")).count();
    assert_eq!(increments, 41, "i = 0 and forty increments");
}

#[test]
fn fig3c_uses_sibling_subsumption() {
    let res = run("benchmarks/minipy/fig3c.py");
    assert_eq!(res.verdict, Verdict::Safe, "{:?}", res.reason);
    assert!(res.stats.subsumed_memo > 0, "{:?}", res.stats);
    // FIXME: nodes grow quadratically in N (356 for N = 10, 1201 for 20, 4391 for 40);
    // the goal is linear growth. This bound only pins today's count.
    assert!(res.stats.nodes <= 400, "{:?}", res.stats);
}

#[test]
fn the_search_is_deterministic() {
    let (a, b) = (run("benchmarks/minipy/fig3d.py"), run("benchmarks/minipy/fig3d.py"));
    assert_eq!((a.stats.nodes, a.stats.subsumed_memo, a.stats.solver_checks), (b.stats.nodes, b.stats.subsumed_memo, b.stats.solver_checks));
}
